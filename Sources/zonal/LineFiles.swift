import Foundation
import Zonal

/// The files `synth-lines` and `mrz-lines` write: a training page (`NAME.png` + Tesseract box
/// file `NAME.box` + `NAME.gt.txt`) or a single line (`NAME.png` + `NAME.gt.txt`).
enum LineFiles {
    static func writePage(_ lines: [SyntheticLine], name: String, in directory: URL) throws {
        let (png, box) = try LineSynthesizer.page(lines)
        try Data(png).write(to: directory.appendingPathComponent(name + ".png"))
        try Data(box.utf8).write(to: directory.appendingPathComponent(name + ".box"))
        try Data(lines.map { $0.text + "\n" }.joined().utf8).write(to: directory.appendingPathComponent(name + ".gt.txt"))
    }

    static func writeLine(_ line: SyntheticLine, name: String, in directory: URL) throws {
        try Data(try line.image.encoded(.png)).write(to: directory.appendingPathComponent(name + ".png"))
        try Data((line.text + "\n").utf8).write(to: directory.appendingPathComponent(name + ".gt.txt"))
    }
}
