import Foundation

/// Pictures of a worst sample for the HTML report, as data URIs: a thumbnail with the detected
/// quad and the field regions drawn (`TemplatePreview` without labels), and each wrong field's
/// crop. Made after the run, for the few samples shown, so the run itself stays as fast as
/// extraction.
public struct SampleIllustration: Sendable, Equatable {
    public var thumbnail: String?
    /// By field key.
    public var crops: [String: String]

    public static let thumbnailWidth = 360
    public static let cropHeight = 40

    /// Illustrates each worst sample from its result; a sample whose image cannot be read again
    /// simply has no pictures.
    public static func make(for worst: [ValidationReport.WorstSample], results: [String: TemplateResult],
                            loader: ImageLoader = ImageLoader()) -> [String: SampleIllustration] {
        var pictures: [String: SampleIllustration] = [:]
        for sample in worst {
            guard let result = results[sample.image], let image = try? loader.load(path: sample.image, gray: false) else { continue }
            var picture = SampleIllustration(thumbnail: nil, crops: [:])
            picture.thumbnail = try? thumbnail(result, image: image)
            for field in sample.fields {
                guard let region = result.fields[field.field]?.region else { continue }
                picture.crops[field.key] = try? crop(region, of: image)
            }
            pictures[sample.image] = picture
        }
        return pictures
    }

    /// The image scaled to the thumbnail's width first, so outlines are drawn at a visible width.
    static func thumbnail(_ result: TemplateResult, image: Image) throws -> String {
        let scale = min(1, Double(thumbnailWidth) / Double(max(1, image.width)))
        let small = try image.resized(width: max(1, Int(Double(image.width) * scale)), height: max(1, Int(Double(image.height) * scale)))
        let drawn = try TemplatePreview.render(result.scaled(by: scale), on: small, labels: false)
        return "data:image/jpeg;base64," + Data(try drawn.encoded(.jpeg, quality: 80)).base64EncodedString()
    }

    /// The field's region rectified to a fixed height (the width follows its shape).
    static func crop(_ region: Quad, of image: Image) throws -> String {
        let height = max(1.0, region.height), width = max(1.0, region.width)
        let h = min(Double(cropHeight), height.rounded())
        let w = min(800, max(1, (width * h / height).rounded()))
        let cut = try image.warped(region, width: Int(w), height: Int(max(1, h)))
        return "data:image/png;base64," + Data(try cut.encoded(.png)).base64EncodedString()
    }
}

extension TemplateResult {
    /// Every quad scaled (for drawing on a resized image).
    func scaled(by factor: Double) -> TemplateResult {
        var copy = self
        copy.document.quad = document.quad?.scaled(by: factor)
        copy.fields = fields.mapValues { field in
            var field = field
            field.region = field.region.scaled(by: factor)
            return field
        }
        copy.images = images.mapValues { image in
            var image = image
            image.region = image.region.scaled(by: factor)
            return image
        }
        copy.rejectedClasses = rejectedClasses.map { rejected in
            var rejected = rejected
            rejected.fields = rejected.fields.mapValues { field in
                var field = field
                field.region = field.region.scaled(by: factor)
                return field
            }
            return rejected
        }
        return copy
    }
}

extension Quad {
    func scaled(by factor: Double) -> Quad {
        func s(_ p: Point) -> Point { Point(x: p.x * factor, y: p.y * factor) }
        return Quad(topLeft: s(topLeft), topRight: s(topRight), bottomRight: s(bottomRight), bottomLeft: s(bottomLeft))
    }
}
