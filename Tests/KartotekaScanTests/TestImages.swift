import Foundation
import KartotekaTestSupport

/// Images generated once per test run into a fresh temporary folder: a QR of the Russian book
/// card (qrencode CLI), EAN-13, EAN-8 and Code 128 (python-barcode), degraded copies of each
/// (Pillow, Tests/Tools/barcode_images.py), a photo without a code and a PNG bomb header.
enum TestImages {
    /// The text in qr.png: the seed book card plus an inventory number, CRLF lines as the card writes them.
    static let bookCardText: String = {
        let card = (try? TestFiles.fixtureText("seed/qr-book-card.txt")) ?? ""
        return card.trimmingCharacters(in: .newlines) + "\r\nИнвентарный номер: 12345"
    }()

    /// What each generated base image holds.
    static let expected: [String: (symbology: String, text: String)] = [
        "qr": ("QR", bookCardText),
        "ean13": ("EAN-13", "9785170795857"),
        "ean8": ("EAN-8", "96385074"),
        "code128": ("Code 128", "Inv 12345-A/7"),
    ]

    /// The degraded variants made of every base image.
    static let variants = ["", "-half", "-rotated", "-blur", "-q40", "-photo", "-noisy"]

    /// Where the images go: a fresh folder, removed when the test process exits.
    static let folderURL = TemporaryDirectory.path("scan")

    /// The folder, generated on first use; a failure with the reason when a tool is missing.
    static let folder: Result<URL, Tool.Failure> = {
        let folder = folderURL
        atexit { try? FileManager.default.removeItem(at: TestImages.folderURL) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let card = folder.appendingPathComponent("card.txt")
            try Data(bookCardText.utf8).write(to: card)
            try Tool.run("qrencode", ["-r", card.path, "-o", folder.appendingPathComponent("qr.png").path, "-s", "6", "-l", "M"])
            try FileManager.default.removeItem(at: card)
            try Tool.run(Tool.python, [TestFiles.tools.appendingPathComponent("barcode_images.py").path, folder.path, "--large"])
            return .success(folder)
        } catch let failure as Tool.Failure {
            return .failure(failure)
        } catch {
            return .failure(Tool.Failure(description: "\(error)"))
        }
    }()

    /// The bytes of a generated file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.get().appendingPathComponent(name))
    }

    /// The path of a generated file.
    static func path(_ name: String) throws -> String {
        try folder.get().appendingPathComponent(name).path
    }

    /// `qr.png`, `ean13-photo.jpg`…
    static func fileName(_ base: String, _ variant: String) -> String {
        let jpeg = variant == "-q40" || variant.hasPrefix("-photo") || variant == "-noisy"
        return base + variant + (jpeg ? ".jpg" : ".png")
    }
}
