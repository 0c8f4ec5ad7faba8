import Foundation

/// Expands the command line's IMAGE|DIR arguments into files: directories recurse (in name
/// order, files with an image extension only, hidden files and folders skipped); a path given
/// directly is kept whatever it is, so that a missing or unreadable one is reported, not dropped.
enum InputFiles {
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "bmp", "webp"]

    static func expand(_ arguments: [String]) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue,
                  let walker = FileManager.default.enumerator(atPath: argument) else {
                files.append(argument)
                continue
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let path = (argument as NSString).appendingPathComponent(relative)
                var entryIsDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory)
                if name.hasPrefix(".") {
                    if entryIsDirectory.boolValue { walker.skipDescendants() }
                    continue
                }
                // A folder named like an image is walked into, not read; a broken link is kept
                // (and reported).
                if exists, entryIsDirectory.boolValue { continue }
                if imageExtensions.contains((name as NSString).pathExtension.lowercased()) { found.append(path) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }
}
