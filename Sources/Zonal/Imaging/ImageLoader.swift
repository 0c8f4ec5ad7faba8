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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ZonalError.unreadableInput(input: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ZonalError.unreadableInput(input: path, reason: "is a directory, expected an image file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ZonalError.unreadableInput(input: path, reason: "permission denied")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maxFileBytes {
            throw ZonalError.unreadableInput(input: path, reason: "file is \(size) bytes; images up to \(maxFileBytes) bytes are accepted")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ZonalError.unreadableInput(input: path, reason: "could not be read")
        }
        return try decode(Array(data), name: path, gray: gray)
    }

    /// Decodes image bytes; `name` is what errors call the input.
    public func decode(_ bytes: [UInt8], name: String = "image", gray: Bool = true) throws -> Image {
        guard !bytes.isEmpty else { throw ZonalError.unreadableInput(input: name, reason: "empty file (0 bytes), expected a \(ImageHeader.supportedList) image") }
        guard let header = ImageHeader.read(bytes) else {
            throw ZonalError.unreadableInput(input: name, reason: "not a supported image: expected \(ImageHeader.supportedList) data")
        }
        if let w = header.width, let h = header.height {
            guard w > 0, h > 0 else { throw ZonalError.unreadableInput(input: name, reason: "\(header.format.rawValue) header gives an empty size (\(w)×\(h))") }
            if w > maxSide || h > maxSide || w * h > maxPixels {
                throw ZonalError.unreadableInput(input: name, reason: "image is \(w)×\(h) pixels; the limit is \(maxSide) pixels per side and \(maxPixels / 1_000_000) megapixels")
            }
        }
        if header.format == .jpeg, !hasEndMarker(bytes) {
            throw ZonalError.unreadableInput(input: name, reason: "truncated JPEG (the end-of-image marker is missing)")
        }
        var out: OpaquePointer?
        var err = cvb_error()
        let code = bytes.withUnsafeBufferPointer { cvb_image_decode($0.baseAddress, $0.count, gray ? 1 : 0, &out, &err) }
        guard code == 0, let out else {
            throw ZonalError.unreadableInput(input: name, reason: "corrupt \(header.format.rawValue) data: \(err.messageText)")
        }
        let image = Image(handle: out)
        if image.width > maxSide || image.height > maxSide || image.width * image.height > maxPixels {
            throw ZonalError.unreadableInput(input: name, reason: "image is \(image.width)×\(image.height) pixels; the limit is \(maxSide) pixels per side and \(maxPixels / 1_000_000) megapixels")
        }
        let orientation = header.format == .jpeg ? ExifOrientation.read(jpeg: bytes) : 1
        return try image.oriented(exif: orientation)
    }

    /// A JPEG ends with FF D9; encoders may pad a few bytes after it.
    private func hasEndMarker(_ bytes: [UInt8]) -> Bool {
        let tail = bytes.suffix(64)
        var previous: UInt8 = 0
        for byte in tail {
            if previous == 0xFF, byte == 0xD9 { return true }
            previous = byte
        }
        return false
    }
}
