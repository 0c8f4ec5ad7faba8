import Testing
@testable import Zonal

/// The exact sizes each dewarp policy gives.
@Suite struct DewarpPolicyTests {
    /// An ID-1 card seen at 10 px/mm, axis-aligned.
    let dewarper = Dewarper(document: Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 856, y: 0),
                                           bottomRight: Point(x: 856, y: 540), bottomLeft: Point(x: 0, y: 540)),
                            widthMM: 85.6, heightMM: 54)
    let half = RelativeRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)

    @Test func fixedGivesTheHeightAndKeepsThePhysicalAspect() throws {
        let size = try dewarper.size(of: half, policy: .fixed(height: 100))
        #expect(size.height == 100)
        #expect(size.width == Int((100 * 42.8 / 27).rounded()))
    }

    @Test func dpiFollowsThePhysicalSize() throws {
        // 27 mm at 300 dpi = 318.9 px.
        let size = try dewarper.size(of: half, policy: .dpi(300))
        #expect(size.height == 319)
        #expect(size.width == Int((27 / 25.4 * 300 * 42.8 / 27).rounded()))
        let unsized = Dewarper(document: dewarper.document, widthMM: nil, heightMM: nil)
        #expect(throws: ZonalError.self) { try unsized.size(of: half, policy: .dpi(300)) }
    }

    @Test func noUpscalingNeverEnlarges() throws {
        // The region is 270 px high in the image.
        #expect(try dewarper.size(of: half, policy: .noUpscaling(maxHeight: 1000)).height == 270)
        #expect(try dewarper.size(of: half, policy: .noUpscaling(maxHeight: 100)).height == 100)
    }

    @Test func withoutPhysicalSizeTheImageGivesTheAspect() throws {
        let skewed = Dewarper(document: Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 400, y: 0),
                                             bottomRight: Point(x: 400, y: 100), bottomLeft: Point(x: 0, y: 100)),
                              widthMM: nil, heightMM: nil)
        let size = try skewed.size(of: .whole, policy: .fixed(height: 50))
        #expect(size.width == 200 && size.height == 50)
    }

    @Test func dewarpCutsTheRegion() throws {
        let page = try Image.blank(width: 856, height: 540, channels: 1, value: [255])
        let cut = try dewarper.dewarp(page, half, policy: .fixed(height: 64))
        #expect(cut.height == 64)
        #expect(cut.width == Int((64 * 42.8 / 27).rounded()))
    }
}
