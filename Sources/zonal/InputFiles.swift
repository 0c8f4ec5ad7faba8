import Zonal

/// The command line's IMAGE|DIR arguments as files (`ImageFiles` in the library says how).
enum InputFiles {
    static func expand(_ arguments: [String]) -> [String] { ImageFiles.expand(arguments) }
}
