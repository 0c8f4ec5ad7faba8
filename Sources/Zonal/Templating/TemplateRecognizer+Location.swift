import Foundation

extension TemplateRecognizer {
    /// Where a group is read, and whether its neighbours placed it (its label unread).
    struct Placement {
        var rect: RelativeRect
        var movedByNeighbours = false
        /// Widened to where its column's values start (`AnchorSearch.MovedFallback`).
        var widenedToColumn = false
    }

    /// The group's rectangle: fixed, or placed beside its label; nil when an anchored group has
    /// neither label nor fallback.
    ///
    /// A label the binarised search pass misses is placed by its neighbours (its fallback moved as
    /// theirs were found) rather than looked for in a second, grayscale pass over the whole
    /// search area, which costs about 80 ms on a licence; `process` pays for that pass only when
    /// the moved region reads badly. With fewer than two neighbours found, the second pass looks
    /// for the label, and failing that the fallback stands as the layout gives it.
    ///
    /// A label found more than `strayLabelRows` from the layout's line in the binarised pass is
    /// looked for in the grayscale pass too, which reads faint labels the binarisation lost: the
    /// binarised pass of licence photo seed 96's 24th card read none of its labels but a stray
    /// `1` three lines below the surname's, where the grayscale pass found the surname's `1.`.
    /// The stray is taken when that pass does not find the label nearer.
    func locate(_ group: ProcessorGroup, neighbours: [ProcessorGroup], page: DetectedPage, into run: inout ClassRun) async throws -> Placement? {
        switch group.location {
        case let .fixed(rect):
            return Placement(rect: rect)
        case let .anchored(anchor):
            let others = Self.anchors(of: neighbours, besides: group)
            var stray: Placement?
            for rendering in [AnchorSearch.Rendering.printOnPaper, .grayscale] {
                let pass = try await searchPass(over: anchor.searchArea, rendering: rendering, page: page, into: &run)
                if let region = AnchorSearch.region(of: anchor, in: pass) {
                    if Self.rowsFromFallback(group.location, region) == nil {
                        return Placement(rect: AnchorSearch.startingAtLayout(region, of: anchor, movedLike: others, in: pass,
                                                                                maximumRows: Self.strayLabelRows) ?? region)
                    }
                    stray = stray ?? Placement(rect: region)
                    continue
                }
                if let stray { return stray }
                if let moved = AnchorSearch.fallback(of: anchor, movedLike: others, in: pass, maximumRows: Self.strayLabelRows) {
                    return Placement(rect: moved.rect, movedByNeighbours: rendering == .printOnPaper, widenedToColumn: moved.widenedToColumn)
                }
            }
            return stray ?? anchor.fallback.map { Placement(rect: $0) }
        }
    }

    /// The anchored locations of a group's `neighbours`, itself left out.
    static func anchors(of neighbours: [ProcessorGroup], besides group: ProcessorGroup) -> [AnchoredLocation] {
        neighbours.compactMap {
            guard $0.id != group.id, case let .anchored(other) = $0.location else { return nil }
            return other
        }
    }

    /// The region beside the group's label as the grayscale search pass finds it; nil when that
    /// pass does not find the label either.
    func secondLook(for group: ProcessorGroup, page: DetectedPage, into run: inout ClassRun) async throws -> RelativeRect? {
        guard case let .anchored(anchor) = group.location else { return nil }
        let pass = try await searchPass(over: anchor.searchArea, rendering: .grayscale, page: page, into: &run)
        return AnchorSearch.region(of: anchor, in: pass)
    }

    /// A group read badly: one of its fields is missing or read with less confidence than
    /// `secondReadingBelow`.
    static func readBadly(_ group: ProcessorGroup, in run: ClassRun) -> Bool {
        group.reportedFields.contains { field in
            guard let parsed = run.fields[field.id]?.parsed else { return true }
            return parsed.value == nil || parsed.confidence < secondReadingBelow
        }
    }

    func anchorPattern(of group: ProcessorGroup) -> String {
        if case let .anchored(anchor) = group.location { return "/\(anchor.labelPattern)/" }
        return ""
    }

    func searchPass(over area: RelativeRect, rendering: AnchorSearch.Rendering, dpi: Double = AnchorSearch.labelDPI, page: DetectedPage,
                    into run: inout ClassRun) async throws -> AnchorSearch.Pass {
        let clock = ContinuousClock()
        let start = clock.now
        let (pass, read) = try await page.anchors.pass(over: area, rendering: rendering, dpi: dpi, page: page, pool: textPool)
        if read {
            run.timings.ocr += ms(clock.now - start)
            run.timings.ocrPasses += 1
        }
        return pass
    }
}
