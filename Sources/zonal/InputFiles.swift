import Foundation

/// Expands the command line's IMAGE|DIR arguments into files: directories recurse (in name
/// order, images only); a path that does not exist is kept so that it is reported, not dropped.
enum InputFiles {
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "bmp", "webp"]

    static func expand(_ arguments: [String]) -> [String] {
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(argument)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: argument) else {
                files.append(argument)
                continue
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                let ext = (relative as NSString).pathExtension.lowercased()
                if imageExtensions.contains(ext) { found.append((argument as NSString).appendingPathComponent(relative)) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }
}
