import Foundation
import Testing
@testable import Zonal

/// Driving licences and ID fronts (documents without an MRZ): every variant renders, the same
/// seed makes the same bytes, the truth has the documented keys and formats, and the MRZ samples
/// are exactly what they were before these documents existed.
@Suite struct VisualDocumentTests {
    private let licenceVariants: Set = ["uto", "d", "f", "i"], frontVariants: Set = ["uto", "d", "f"]

    /// Small pages keep the suite fast; the truth does not depend on the resolution.
    private func options(count: Int, seed: UInt64 = 7, preset: SynthesisPreset = .clean, dpi: Double = 110) -> SynthesisOptions {
        SynthesisOptions(count: count, seed: seed, documents: [.drivingLicense, .idFront], preset: preset, dpi: dpi)
    }

    @Test func everyVariantRendersTheSameBytesForTheSameSeed() throws {
        let o = options(count: 8, preset: .photo)
        var licences = Set<String>(), fronts = Set<String>()
        for index in 0..<8 {
            let a = try Synthesizer.sample(index: index, options: o), b = try Synthesizer.sample(index: index, options: o)
            #expect(a.truth == b.truth)
            #expect(a.bytes == b.bytes, "\(a.truth.image)")
            #expect(a.bytes.count > 1000)
            let variant = try #require(a.truth.variant)
            if index % 2 == 0 {
                #expect(a.truth.layout == .drivingLicense && a.truth.image.hasPrefix(String(format: "%04d-dl-", index)))
                licences.insert(variant)
            } else {
                #expect(a.truth.layout == .idFront && a.truth.image.hasPrefix(String(format: "%04d-idfront-", index)))
                fronts.insert(variant)
            }
        }
        // The variants take turns: four licences and four fronts show every one.
        #expect(licences == licenceVariants && fronts == frontVariants)
        var other = o
        other.seed = 8
        #expect(try Synthesizer.sample(index: 0, options: other).truth.visual != Synthesizer.sample(index: 0, options: o).truth.visual)
    }

    @Test func truthHasTheDocumentedKeysAndFormats() throws {
        let o = options(count: 40, seed: 31, dpi: 72)
        let categories = try Regex("^(AM|A1|A2|A|B1|B|BE|C1|C1E|C|CE|D1|D1E|D|DE|L|T)(/(AM|A1|A2|A|B1|B|BE|C1|C1E|C|CE|D1|D1E|D|DE|L|T))*$")
        for index in 0..<40 {
            let truth = try Synthesizer.sample(index: index, options: o).truth
            let layout = try #require(truth.layout), variant = try #require(truth.variant), visual = try #require(truth.visual)
            #expect(truth.format == nil && truth.lines.isEmpty && truth.fields == nil && truth.mrz == nil && truth.expectedState == nil)
            var expected = Set(layout.visualFields)
            if layout == .drivingLicense, !["uto", "i"].contains(variant) { expected.remove("address") }
            #expect(Set(visual.keys) == expected, "\(truth.image): \(visual.keys.sorted())")
            // Capitals as printed (ß has no capital in the names).
            #expect(visual.values.allSatisfy { !$0.isEmpty && !$0.contains { $0.isLowercase && $0 != "ß" } && $0 == $0.trimmingCharacters(in: .whitespaces) })
            for key in IDLayout.dateFields where visual[key] != nil { #expect(date(visual[key]) != nil, "\(key): \(visual[key] ?? "")") }
            let birth = try #require(date(visual["dateOfBirth"])), expiry = try #require(date(visual["dateOfExpiry"]))
            #expect(IdentityGenerator.places.contains(visual["placeOfBirth"] ?? ""))
            if layout == .drivingLicense {
                let issue = try #require(date(visual["dateOfIssue"]))
                #expect(birth < issue && issue < expiry, "\(visual)")
                #expect(visual["categories"]?.wholeMatch(of: categories) != nil, "\(visual["categories"] ?? "")")
            } else {
                #expect(birth < expiry)
                #expect(visual["cardAccessNumber"]?.wholeMatch(of: /[0-9]{6}/) != nil)
                let number = try #require(visual["documentNumber"])
                #expect(number.wholeMatch(of: /[A-Z0-9]{9}/) != nil && number.contains { $0.isLetter } && number.contains { $0.isNumber }, "\(number)")
                #expect(visual["nationality"] == ["uto": "UTO", "d": "DEU", "f": "FRA"][variant])
            }
        }
    }

    /// The JSON has the new keys beside every old one, `null` where there is nothing.
    @Test func truthFilesWriteNullsAndOldFilesStillDecode() throws {
        let encoder = JSONEncoder()
        let licence = try Synthesizer.sample(index: 0, options: options(count: 1, dpi: 72)).truth
        // A visa: ID cards and passports describe their visual zone too.
        let mrz = try Synthesizer.sample(index: 0, options: SynthesisOptions(count: 1, seed: 7, formats: [.mrvA], dpi: 72)).truth
        let json = try #require(try JSONSerialization.jsonObject(with: encoder.encode(licence)) as? [String: Any])
        #expect(json["layout"] as? String == "drivingLicense" && json["variant"] as? String == "uto")
        #expect(json["format"] is NSNull && json["fields"] is NSNull && json["mrz"] is NSNull && (json["lines"] as? [Any])?.isEmpty == true)
        #expect((json["visual"] as? [String: String])?["surname"] != nil)
        let old = try #require(try JSONSerialization.jsonObject(with: encoder.encode(mrz)) as? [String: Any])
        #expect(old["layout"] as? String == "mrz" && old["variant"] is NSNull && old["visual"] is NSNull)
        #expect(try JSONDecoder().decode(SampleTruth.self, from: encoder.encode(licence)) == licence)
        // A file from before these keys: an MRZ document.
        var stripped = old
        for key in ["layout", "variant", "visual"] { stripped.removeValue(forKey: key) }
        #expect(try JSONDecoder().decode(SampleTruth.self, from: JSONSerialization.data(withJSONObject: stripped)) == mrz)
    }

    /// Every value fits its place at a readable size (the data is chosen to), for many identities.
    @Test func printedValuesFitAtTheMinimumSize() throws {
        let today = CalendarDate(year: 2025, month: 6, day: 1)
        var rng = RandomSource(seed: 5)
        for _ in 0..<150 {
            let person = IdentityGenerator.make(format: .td1, today: today, using: &rng)
            for variant in DrivingLicenseVariant.all {
                let printed = try DrivingLicenseRenderer.values(person, variant: variant, using: &rng)
                for (field, text) in printed.text {
                    let place = try #require(variant.place(of: field))
                    #expect(try CardText.fits(text, maxWidth: place.maxWidth), "\(variant.name) \(field.rawValue) \(text)")
                }
                #expect(printed.text.count == variant.rows.joined().count)
            }
            for variant in IDFrontVariant.all {
                for (field, text) in try IDFrontRenderer.values(person, variant: variant, using: &rng) {
                    let slot = try #require(variant.slot(field))
                    #expect(try CardText.fits(text, maxWidth: slot.maxWidth), "\(variant.name) \(field) \(text)")
                }
            }
        }
    }

    /// The printed dates say what the truth says, in each variant's format (a two-digit year
    /// stands for the truth's century).
    @Test func printedDatesMatchTheTruth() throws {
        let today = CalendarDate(year: 2025, month: 6, day: 1)
        var rng = RandomSource(seed: 9)
        for _ in 0..<30 {
            let person = IdentityGenerator.make(format: .td1, today: today, using: &rng)
            for variant in DrivingLicenseVariant.all {
                let printed = try DrivingLicenseRenderer.values(person, variant: variant, using: &rng)
                #expect(printed.text[.issue] == reprint(printed.truth["dateOfIssue"], variant.dates))
                #expect(printed.text[.expiry] == reprint(printed.truth["dateOfExpiry"], variant.dates))
                let birth = try #require(reprint(printed.truth["dateOfBirth"], variant.dates))
                #expect(printed.text[.birth] == birth + variant.birthSeparator + (printed.truth["placeOfBirth"] ?? ""))
            }
        }
        #expect(PrintedDateFormat.dottedShortYear.string(CalendarDate(year: 1974, month: 8, day: 2)) == "02.08.74")
        #expect(PrintedDateFormat.spaced.string(CalendarDate(year: 2031, month: 12, day: 24)) == "24 12 2031")
        #expect(PrintedDateFormat.monthName.string(CalendarDate(year: 1999, month: 1, day: 9)) == "09 JAN 1999")
    }

    /// Byte hashes of MRZ and negative samples made by the generator before documents without an
    /// MRZ existed (`zonal synth --count 14 --negatives 3 --seed 11 --preset real --dpi 150`), and
    /// a mixed run's MRZ samples equal to an MRZ-only run's.
    @Test func mrzSamplesAreUnchanged() throws {
        let o = SynthesisOptions(count: 14, seed: 11, preset: .real, negatives: 3, dpi: 150)
        let before: [Int: (String, UInt64)] = [
            0: ("0000-td1-noise_light_background_webscan_printvar_misprint.jpg", 0xd39a_7e1d_c887_f69f),
            7: ("0007-td3-webscan_guilloche.jpg", 0x9528_d21e_6019_8353),
            15: ("0015-none-screenshot_glare.jpg", 0x19b9_663a_f9ec_9c94),
        ]
        for (index, (name, hash)) in before {
            let sample = try Synthesizer.sample(index: index, options: o)
            #expect(sample.truth.image == name)
            #expect(fnv1a(sample.bytes) == hash, "\(name)")
            #expect(sample.truth.layout == (index < 14 ? .mrz : nil) && sample.truth.variant == nil)
            // Only ID cards (TD1, TD2) and passports say what their visual zone prints.
            #expect((sample.truth.visual != nil) == [.td1, .td2, .td3].contains(sample.truth.format), "\(name)")
        }
        var mixed = SynthesisOptions(count: 4, seed: 3, documents: [.mrz(.td1), .drivingLicense], preset: .photo, dpi: 100)
        let plain = SynthesisOptions(count: 4, seed: 3, formats: [.td1], preset: .photo, dpi: 100)
        for index in [0, 2] {
            let a = try Synthesizer.sample(index: index, options: mixed), b = try Synthesizer.sample(index: index, options: plain)
            #expect(a.bytes == b.bytes && a.truth == b.truth)
        }
        mixed.formats = [.td3]
        #expect(mixed.documents == [.mrz(.td3)])
    }

    @Test func documentNamesRoundTrip() {
        for kind in SyntheticDocument.allCases { #expect(SyntheticDocument(name: kind.name) == kind) }
        #expect(SyntheticDocument(name: "DL") == .drivingLicense && SyntheticDocument(name: "mrv-a") == .mrz(.mrvA))
        #expect(SyntheticDocument(name: "td4") == nil)
        #expect(VisualDocument.occurrence(of: 8, in: [.drivingLicense, .mrz(.td1), .drivingLicense]) == 5)
    }

    // MARK: - Helpers

    /// An ISO `yyyy-MM-dd` that is a real day, as a comparable number.
    private func date(_ iso: String?) -> Int? {
        guard let iso, let match = iso.wholeMatch(of: /([0-9]{4})-([0-9]{2})-([0-9]{2})/),
              let y = Int(match.1), let m = Int(match.2), let d = Int(match.3),
              (1...12).contains(m), (1...CalendarDate.daysIn(month: m, year: y)).contains(d) else { return nil }
        return y * 10000 + m * 100 + d
    }

    private func reprint(_ iso: String?, _ format: PrintedDateFormat) -> String? {
        guard let value = date(iso) else { return nil }
        return format.string(CalendarDate(year: value / 10000, month: value / 100 % 100, day: value % 100))
    }

    private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
