import Testing
@testable import Zonal

/// `DocumentCapture.crop`: the whole detected document, rectified; no picture without a found document.
@Suite struct DocumentCaptureTests {
    /// A white 200 × 100 "document" with a black left half, drawn at (50, 30) on grey.
    private func scene() throws -> (Image, DocumentDetection) {
        var pixels = [UInt8](repeating: 128, count: 400 * 200)
        for y in 30..<130 { for x in 50..<250 { pixels[y * 400 + x] = x < 150 ? 0 : 255 } }
        let image = try Image.fromPixels(pixels, width: 400, height: 200, channels: 1)
        let quad = Quad(topLeft: Point(x: 50, y: 30), topRight: Point(x: 250, y: 30),
                        bottomRight: Point(x: 250, y: 130), bottomLeft: Point(x: 50, y: 130))
        return (image, DocumentDetection(status: .found, quad: quad, specification: "label", widthMM: 100, heightMM: 50))
    }

    @Test func cutsOutTheDocumentAtItsOwnResolution() throws {
        let (image, detection) = try scene()
        let page = try DocumentCapture.crop(image, detection: detection)
        #expect(page.width == 200 && page.height == 100)
        let gray = try page.grayscale()
        let data = try #require(gray.pixels)
        #expect(data[50 * gray.stride + 20] < 30, "left half black")
        #expect(data[50 * gray.stride + 180] > 225, "right half white, no grey frame")
    }

    @Test func dpiPolicyUsesThePhysicalSize() throws {
        let (image, detection) = try scene()
        let page = try DocumentCapture.crop(image, detection: detection, policy: .dpi(254))
        #expect(page.width == 1000 && page.height == 500)
    }

    @Test func refusesADetectionThatIsNotFound() throws {
        let (image, found) = try scene()
        var partial = found
        partial.status = .partiallyOutside
        partial.reasons = ["a corner is outside the image"]
        #expect {
            try DocumentCapture.crop(image, detection: partial)
        } throws: { error in
            "\(error)".contains("partiallyOutside") && "\(error)".contains("a corner is outside the image")
        }
        #expect(throws: ZonalError.self) { try DocumentCapture.crop(image, detection: .notFound("no edges")) }
    }
}
