#if canImport(Glibc)
import Glibc
#endif

enum ProcessEnvironment {
    /// Tesseract (through libgomp) reads `OMP_THREAD_LIMIT` once, when the library loads, so
    /// setting it later in-process has no effect. Without it OCR runs ~3x slower and can stall
    /// under our own worker pool. If it is not 1, set it and re-execute this binary once; the
    /// user's shell is untouched.
    static func ensureSingleThreadedOpenMP() {
        if let value = getenv("OMP_THREAD_LIMIT"), String(cString: value) == "1" { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let args = CommandLine.unsafeArgv
        execv("/proc/self/exe", args)
        // execv only returns on failure: carry on, slower but correct.
    }
}
