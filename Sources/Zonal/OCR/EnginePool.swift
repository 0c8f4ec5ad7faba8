import Foundation

/// Initialised Tesseract engines, one per worker, lent to one task at a time.
/// Engines are created on first demand (each `Init` costs 100–130 ms) and then reused.
public actor EnginePool {
    public nonisolated let size: Int
    public nonisolated let model: OCRModel
    private var idle: [TesseractEngine] = []
    private var created = 0
    private var waiters: [CheckedContinuation<TesseractEngine, Never>] = []

    /// `model` defaults to the bundled MRZ model.
    public init(size: Int = ProcessInfo.processInfo.activeProcessorCount, model: OCRModel = .mrz) {
        self.size = max(1, size)
        self.model = model
    }

    /// Runs `body` with an engine that no other task uses meanwhile. The body runs on the
    /// caller's executor, not the actor's, so workers recognise in parallel.
    nonisolated func withEngine<T>(_ body: (TesseractEngine) throws -> T) async throws -> T {
        let engine = try await acquire()
        do {
            let result = try body(engine)
            await release(engine)
            return result
        } catch {
            await release(engine)
            throw error
        }
    }

    /// Creates the engines now rather than on first use (keeps `Init` out of timings).
    public func warmUp() async throws {
        var engines: [TesseractEngine] = []
        while created < size { engines.append(try await acquire()) }
        for engine in engines { release(engine) }
    }

    private func acquire() async throws -> TesseractEngine {
        if let engine = idle.popLast() { return engine }
        if created < size {
            created += 1
            do {
                return try TesseractEngine(dataPath: model.dataPath, language: model.language)
            } catch {
                created -= 1
                throw error
            }
        }
        return await withCheckedContinuation { waiters.append($0) }
    }

    private func release(_ engine: TesseractEngine) {
        if waiters.isEmpty { idle.append(engine) } else { waiters.removeFirst().resume(returning: engine) }
    }
}
