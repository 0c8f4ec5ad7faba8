import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Zonal

/// A progress line on stderr when it is a terminal, and every skipped sample's reason (a path
/// and what is wrong with it, never a field value).
final class ValidationProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let showProgress: Bool
    private var done = 0

    init(total: Int, enabled: Bool) {
        self.total = total
        showProgress = enabled && isatty(STDERR_FILENO) != 0 && total > 1
    }

    func step(_ outcome: SampleOutcome) {
        lock.withLock {
            done += 1
            if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if let problem = outcome.problem { FileHandle.standardError.write(Data("skipped: \(problem)\n".utf8)) }
            if showProgress { FileHandle.standardError.write(Data("[\(done)/\(total)] validating".utf8)) }
        }
    }

    func finish() {
        lock.withLock { if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
    }
}
