import Foundation

/// One image to validate and what it should read as.
public struct ValidationSample: Sendable, Equatable {
    /// The image's path (for a sample without one, what names it: its truth file).
    public var image: String
    /// Where the truth came from: `NAME.truth.json`, or `manifest.jsonl:LINE`.
    public var truthFile: String?
    /// Nil: no truth; the sample is still run, and reported as "no truth".
    public var truth: GroundTruth?
    /// Why the sample cannot be used (a broken truth file, a missing image): it is reported and skipped.
    public var problem: String?

    public init(image: String, truthFile: String? = nil, truth: GroundTruth? = nil, problem: String? = nil) {
        self.image = image
        self.truthFile = truthFile
        self.truth = truth
        self.problem = problem
    }
}

/// Finds the samples of a validation: a folder whose images have their truth beside them
/// (`card.jpg` + `card.truth.json`, searched recursively), or a JSON Lines manifest with one
/// object per image (`{"image": "card.jpg", ...truth}`, image paths relative to the manifest).
public enum SampleSet {
    public static let truthSuffix = ".truth.json"

    /// Throws only when `path` itself is unusable; a bad sample is a sample with a `problem`.
    public static func load(_ path: String) throws -> [ValidationSample] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ZonalError.invalidArgument("\(path): no such file or folder (expected a folder of samples or a .jsonl manifest)")
        }
        let samples = isDirectory.boolValue ? try folder(path) : try manifest(path)
        guard !samples.isEmpty else { throw ZonalError.invalidArgument("\(path): no samples (no images, no truth files)") }
        return samples
    }

    static func folder(_ directory: String) throws -> [ValidationSample] {
        var samples: [ValidationSample] = []
        var paired: Set<String> = []
        for image in ImageFiles.inDirectory(directory) {
            let truthFile = ((image as NSString).deletingPathExtension) + truthSuffix
            guard FileManager.default.fileExists(atPath: truthFile) else {
                samples.append(ValidationSample(image: image))
                continue
            }
            paired.insert(truthFile)
            samples.append(readBeside(image: image, truthFile: truthFile))
        }
        // A truth file whose image is missing is a broken sample, not silence.
        for truthFile in truthFiles(in: directory) where !paired.contains(truthFile) {
            let stem = String((truthFile as NSString).lastPathComponent.dropLast(truthSuffix.count))
            samples.append(ValidationSample(image: truthFile, truthFile: truthFile,
                                            problem: "\(truthFile): no image beside it (expected \(stem).jpg, .png or another image type)"))
        }
        return samples
    }

    private static func readBeside(image: String, truthFile: String) -> ValidationSample {
        do {
            let decoded = try TruthDecoder.decode(try readFile(truthFile), file: truthFile)
            let name = (image as NSString).lastPathComponent
            if let named = decoded.image, named != name {
                return ValidationSample(image: image, truthFile: truthFile,
                                        problem: "\(truthFile): $.image: names \"\(named)\", but the truth sits beside \(name)")
            }
            return ValidationSample(image: image, truthFile: truthFile, truth: decoded.truth)
        } catch {
            return ValidationSample(image: image, truthFile: truthFile, problem: describe(error))
        }
    }

    static func manifest(_ file: String) throws -> [ValidationSample] {
        guard let text = String(data: try readFile(file), encoding: .utf8) else {
            throw ZonalError.invalidArgument("\(file): not UTF-8 text (expected a JSON Lines manifest)")
        }
        let base = (file as NSString).deletingLastPathComponent
        var samples: [ValidationSample] = []
        var seen: [String: String] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !content.isEmpty else { continue }
            let place = "\(file):\(index + 1)"
            samples.append(manifestLine(content, place: place, base: base, seen: &seen))
        }
        return samples
    }

    private static func manifestLine(_ line: String, place: String, base: String, seen: inout [String: String]) -> ValidationSample {
        let data = Data(line.utf8)
        guard case let .object(members)? = try? JSONValue.parse(data), case let .string(name)? = members["image"], !name.isEmpty else {
            do { _ = try TruthDecoder.decode(data, file: place) } catch { return ValidationSample(image: place, truthFile: place, problem: describe(error)) }
            return ValidationSample(image: place, truthFile: place, problem: "\(place): $: missing \"image\" (the image's path, relative to the manifest)")
        }
        let image = name.hasPrefix("/") ? name : (base as NSString).appendingPathComponent(name)
        if let first = seen[image] { return ValidationSample(image: image, truthFile: place, problem: "\(place): \(name) is listed twice (first at \(first))") }
        seen[image] = place
        guard FileManager.default.fileExists(atPath: image) else {
            return ValidationSample(image: image, truthFile: place, problem: "\(place): $.image: no such image \(image)")
        }
        // A line with the image alone has no truth: the sample is run and reported as such.
        guard members.count > 1 else { return ValidationSample(image: image) }
        do {
            return ValidationSample(image: image, truthFile: place, truth: try TruthDecoder.decode(data, file: place).truth)
        } catch {
            return ValidationSample(image: image, truthFile: place, problem: describe(error))
        }
    }

    private static func truthFiles(in directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = (directory as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if name.hasPrefix(".") {
                if isDirectory.boolValue { walker.skipDescendants() }
                continue
            }
            if !isDirectory.boolValue, name.hasSuffix(truthSuffix) { found.append((directory as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }

    private static func readFile(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(issues: [ConfigurationIssue(file: path, path: "$", message: "cannot read the file (\(error.localizedDescription))")])
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? ConfigurationError)?.description ?? "\(error)"
    }
}
