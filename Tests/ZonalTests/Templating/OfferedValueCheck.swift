import Testing
@testable import Zonal

/// Reads generated sample `index` of `options` with the shipped template `templateFile` and
/// checks that `field` is `value`, offered at no more than `disagreeingConfidence` with a reason
/// containing `reason` (a fallback reading found or settled it). Returns the field for further checks.
@discardableResult
func expectOffered(_ field: String, _ value: String, template templateFile: String, index: Int, of options: SynthesisOptions,
                   reason: String, textPool: EnginePool, mrzReader: MRZReader) async throws -> FieldResult {
    let sample = try Synthesizer.sample(index: index, options: options)
    #expect(sample.truth.visual?[field] == value)
    let file = try #require(IDLayout.templatesDirectory?.appendingPathComponent(templateFile))
    let recognizer = TemplateRecognizer(template: try TemplateLoader.load(path: file.path), textPool: textPool, mrzReader: mrzReader)
    let result = try await recognizer.read(image: try ImageLoader().decode(sample.bytes, name: sample.truth.image, gray: false), name: "sample")
    let read = try #require(result.fields[field])
    #expect(read.value == value, "\(read)")
    #expect(read.confidence <= TemplateRecognizer.disagreeingConfidence)
    #expect(read.reasons.contains { $0.contains(reason) }, "\(read.reasons)")
    return read
}
