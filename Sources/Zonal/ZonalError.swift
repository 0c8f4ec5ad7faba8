/// Every error Zonal reports. Each names the input and says what was expected, so a batch can
/// report it and go on with the other inputs.
public enum ZonalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input could not be read at all (missing, empty, corrupt, unsupported format, too large).
    case unreadableInput(input: String, reason: String)
    /// MRZ text given to the string API is malformed (wrong length, illegal characters, ...).
    case invalidMRZ(reason: String)
    /// Something a caller passed is out of range.
    case invalidArgument(String)
    /// The OCR engine could not be set up (missing language data, ...).
    case ocrUnavailable(String)
    /// OpenCV failed on an operation that should not fail; the message says which.
    case native(String)

    public var description: String {
        switch self {
        case let .unreadableInput(input, reason): return "\(input): \(reason)"
        case let .invalidMRZ(reason): return "invalid MRZ: \(reason)"
        case let .invalidArgument(message): return "invalid argument: \(message)"
        case let .ocrUnavailable(message): return "OCR engine unavailable: \(message)"
        case let .native(message): return "image processing failed: \(message)"
        }
    }
}
