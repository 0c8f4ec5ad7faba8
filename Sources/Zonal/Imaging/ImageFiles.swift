import Foundation

/// Expands IMAGE|DIR arguments into image files: directories recurse (in name order, files with
/// an image extension only, hidden files and folders skipped); a path given directly is kept
/// whatever it is, so that a missing or unreadable one is reported, not dropped.
public enum ImageFiles {
    public static let extensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "bmp", "webp"]

    public static func expand(_ arguments: [String]) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(argument)
                continue
            }
            files.append(contentsOf: inDirectory(argument))
        }
        return files
    }

    /// The image files under a directory, sorted.
    public static func inDirectory(_ directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = (directory as NSString).appendingPathComponent(relative)
            var entryIsDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory)
            if name.hasPrefix(".") {
                if entryIsDirectory.boolValue { walker.skipDescendants() }
                continue
            }
            // A folder named like an image is walked into, not read; a broken link is kept
            // (and reported).
            if exists, entryIsDirectory.boolValue { continue }
            if extensions.contains((name as NSString).pathExtension.lowercased()) { found.append(path) }
        }
        return found.sorted()
    }
}
