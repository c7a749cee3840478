import Foundation
import Testing
@testable import KartotekaScan

@Suite("Timing on a 12 MP photo-like JPEG")
struct TimingTests {
    @Test(arguments: ["ean13-photo-large.jpg", "qr-photo-large.jpg"])
    func decodesAPhoneSizedPhoto(name: String) throws {
        let data = try TestImages.data(name)
        let clock = ContinuousClock()
        var codes: [ScannedCode] = []
        var pass = ScanPass.original
        var decodeTime = Duration.zero
        let total = try clock.measure {
            let start = clock.now
            let image = try ImageDecoder().decode(data)
            decodeTime = clock.now - start
            (codes, pass) = try ZBarScanner().scanReportingPass(image)
        }
        print("timing \(name): total \(total), JPEG decode \(decodeTime), found by pass \(pass)")
        #expect(codes.count == 1)
        #expect(total < .seconds(20))
    }
}
