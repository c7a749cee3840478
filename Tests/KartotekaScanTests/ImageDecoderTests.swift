import Foundation
import Testing
import KartotekaCore
@testable import KartotekaScan

@Suite("Image decoding and refusals")
struct ImageDecoderTests {
    @Test func readsPNGAndJPEGToGray() throws {
        let png = try ImageDecoder().decode(TestImages.data("ean13.png"))
        let jpeg = try ImageDecoder().decode(TestImages.data("ean13-photo.jpg"))
        #expect(png.pixelCount > 10_000)
        #expect(Set(png.pixels).contains(0) && Set(png.pixels).contains(255))
        #expect(jpeg.width == 1600 && jpeg.height == 1200)
    }

    @Test func acceptsBytesAsArrayOrData() throws {
        let data = try TestImages.data("qr.png")
        #expect(try ImageDecoder().decode(data) == ImageDecoder().decode([UInt8](data)))
    }

    @Test func refusesWhatIsNotAnImage() {
        let error = #expect(throws: ScanError.notAnImage) { try ImageDecoder().decode(Data("%!PS-Adobe hello".utf8)) }
        #expect(error?.message.english.contains("JPEG or PNG") == true)
        #expect(error?.code == "not_an_image")
        #expect(throws: ScanError.emptyImage) { try ImageDecoder().decode(Data()) }
    }

    @Test(arguments: [
        ([UInt8]("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), ImageFormat.gif),
        ([0, 0, 0, 0x18] + [UInt8]("ftypheic\u{0}\u{0}\u{0}\u{0}".utf8), .heic),
        ([UInt8]("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
        ([UInt8]("%PDF-1.7\n".utf8), .pdf),
    ])
    func namesFormatsItCannotRead(bytes: [UInt8], format: ImageFormat) {
        let error = #expect(throws: ScanError.unsupportedFormat(format)) { try ImageDecoder().decode(bytes) }
        #expect(error?.message.russian.contains(format.rawValue) == true)
    }

    @Test func refusesADecompressionBombBeforeAllocating() throws {
        let error = #expect(throws: ScanError.imageTooLarge(width: 60_000, height: 60_000, maximumPixels: 50_000_000)) {
            try ImageDecoder().decode(TestImages.data("bomb.png"))
        }
        #expect(error?.message.russian.contains("50 Мп") == true)
    }

    @Test(arguments: ["ean13.png", "ean13-photo.jpg"])
    func honoursAPixelLimit(name: String) throws {
        let data = try TestImages.data(name)
        let image = try ImageDecoder().decode(data)
        #expect(throws: ScanError.imageTooLarge(width: image.width, height: image.height, maximumPixels: 10_000)) {
            try ImageDecoder(maximumPixels: 10_000).decode(data)
        }
    }

    @Test func honoursAByteLimit() throws {
        let data = try TestImages.data("qr-photo.jpg")
        #expect(throws: ScanError.fileTooLarge(bytes: data.count, maximumBytes: 1_000)) {
            try ImageDecoder(maximumBytes: 1_000).decode(data)
        }
    }

    @Test(arguments: ["qr.png", "qr-q40.jpg"])
    func reportsDamagedFiles(name: String) throws {
        let cut = try TestImages.data(name).prefix(40)
        do throws(ScanError) {
            _ = try ImageDecoder().decode(cut)
            Issue.record("a file cut to 40 bytes decoded")
        } catch {
            guard case .damagedImage(let format, let detail) = error else { Issue.record("\(error)"); return }
            #expect(format == (name.hasSuffix("png") ? .png : .jpeg))
            #expect(!detail.isEmpty)
            #expect(!error.message.english.contains(detail))
        }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: ScanError.unreadableFile("/nonexistent/photo.jpg")) {
            try ImageDecoder().decode(contentsOf: URL(fileURLWithPath: "/nonexistent/photo.jpg"))
        }
    }
}
