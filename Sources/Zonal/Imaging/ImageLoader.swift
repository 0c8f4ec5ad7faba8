import CVBridge
import Foundation

/// Turns files and bytes from outside into upright images, refusing what cannot be read with
/// a message that says what was expected. Nothing here trusts the input.
public struct ImageLoader: Sendable {
    /// Larger images are refused before decoding (a 20000×20000 image would need 1.2 GB).
    public var maxPixels: Int = 60_000_000
    public var maxSide: Int = 12_000
    public var maxFileBytes: Int = 200_000_000

    public init() {}

    public func load(path: String, gray: Bool = true) throws -> Image {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason: String
            switch errno {
            case ENOENT: reason = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil ? "broken symbolic link" : "no such file"
            case EACCES: reason = "permission denied"
            case ENOTDIR: reason = "no such file (a part of the path is not a directory)"
            default: reason = String(cString: strerror(errno))
            }
            throw ZonalError.unreadableInput(input: path, reason: reason)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ZonalError.unreadableInput(input: path, reason: "is a directory, expected an image file")
        default: throw ZonalError.unreadableInput(input: path, reason: "not a regular file, expected an image file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ZonalError.unreadableInput(input: path, reason: "permission denied")
        }
        let size = Int(info.st_size)
        if size > maxFileBytes {
            throw ZonalError.unreadableInput(input: path, reason: "file is \(size) bytes; images up to \(maxFileBytes) bytes are accepted")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ZonalError.unreadableInput(input: path, reason: "could not be read")
        }
        return try decode(Array(data), name: path, gray: gray)
    }

    /// Decodes image bytes; `name` is what errors call the input.
    public func decode(_ bytes: [UInt8], name: String = "image", gray: Bool = true) throws -> Image {
        let expected = "expected a \(ImageHeader.supportedList) image"
        guard !bytes.isEmpty else { throw ZonalError.unreadableInput(input: name, reason: "empty file (0 bytes); \(expected)") }
        guard bytes.count <= maxFileBytes else {
            throw ZonalError.unreadableInput(input: name, reason: "image data is \(bytes.count) bytes; images up to \(maxFileBytes) bytes are accepted")
        }
        let header: ImageHeader
        do throws(ImageHeader.Problem) {
            header = try ImageHeader.read(bytes)
        } catch .unsupported(kind: "text"?) {
            throw ZonalError.unreadableInput(input: name, reason: "not an image (the file holds text); \(expected)")
        } catch .unsupported(kind: let kind?) {
            throw ZonalError.unreadableInput(input: name, reason: "\(kind), which is not supported; \(expected)")
        } catch .unsupported(kind: nil) {
            throw ZonalError.unreadableInput(input: name, reason: "not a supported image; \(expected)")
        } catch let .malformed(format, reason) {
            throw ZonalError.unreadableInput(input: name, reason: "corrupt \(format.rawValue): \(reason)")
        } catch let .unsupportedVariant(format, what) {
            throw ZonalError.unreadableInput(input: name, reason: "\(format.rawValue) with \(what), which is not supported; expected 1- to 16-bit integer samples (save it as 8-bit)")
        }
        let (w, h) = (header.width, header.height)
        guard w > 0, h > 0 else { throw ZonalError.unreadableInput(input: name, reason: "corrupt \(header.format.rawValue): the header gives an empty size (\(w)×\(h))") }
        // Sides first: once both are within the limit, their product cannot overflow.
        if w > maxSide || h > maxSide || w * h > maxPixels {
            throw ZonalError.unreadableInput(input: name, reason: "image is \(w)×\(h) pixels (from its \(header.format.rawValue) header), over the limit of \(limitText); refused without decoding it")
        }
        if header.format == .jpeg, !ImageHeader.jpegIsComplete(bytes) {
            throw ZonalError.unreadableInput(input: name, reason: "truncated JPEG: the data ends before the end-of-image marker")
        }
        if header.format == .png, !ImageHeader.pngIsComplete(bytes) {
            throw ZonalError.unreadableInput(input: name, reason: "truncated PNG: the data ends before the end chunk (IEND)")
        }
        var out: OpaquePointer?
        var err = cvb_error()
        let code = bytes.withUnsafeBufferPointer { cvb_image_decode($0.baseAddress, $0.count, gray ? 1 : 0, &out, &err) }
        guard code == 0, let out else {
            throw ZonalError.unreadableInput(input: name, reason: "corrupt \(header.format.rawValue) data: \(err.messageText)")
        }
        let image = Image(handle: out)
        // Never trust the header alone for the limit.
        if image.width > maxSide || image.height > maxSide || image.width * image.height > maxPixels {
            throw ZonalError.unreadableInput(input: name, reason: "image is \(image.width)×\(image.height) pixels, over the limit of \(limitText)")
        }
        let orientation = header.format == .jpeg ? ExifOrientation.read(jpeg: bytes) : 1
        return try image.oriented(exif: orientation)
    }

    private var limitText: String {
        let total = maxPixels % 1_000_000 == 0 ? "\(maxPixels / 1_000_000) megapixels" : "\(maxPixels) pixels in all"
        return "\(maxSide) pixels per side and \(total)"
    }
}
