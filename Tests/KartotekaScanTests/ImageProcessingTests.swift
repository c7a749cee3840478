import Testing
@testable import KartotekaScan

@Suite("Image passes")
struct ImageProcessingTests {
    @Test func downscalingAveragesBlocks() {
        let image = GrayImage(width: 4, height: 2, pixels: [0, 100, 200, 200, 100, 200, 200, 0])
        let half = image.downscaled(by: 2)
        #expect(half == GrayImage(width: 2, height: 1, pixels: [100, 150]))
        #expect(image.downscaled(by: 1) == image)
        #expect(image.downscaled(by: 8) == image)
    }

    @Test func contrastStretchingMakesGreyBlackAndWhite() {
        let pixels = (0..<1_000).map { $0 % 2 == 0 ? UInt8(90) : UInt8(160) }
        let stretched = GrayImage(width: 100, height: 10, pixels: pixels).contrastStretched()
        #expect(Set(stretched.pixels) == [0, 255])
        let flat = GrayImage(width: 10, height: 10, filledWith: 128)
        #expect(flat.contrastStretched() == flat)
    }

    @Test func theMedianRemovesSpecklesAndKeepsEdges() {
        // A speck of black in white and a hard vertical edge: the speck goes, the edge stays put.
        var pixels = [UInt8](repeating: 255, count: 36)
        pixels[1 * 6 + 1] = 0
        for y in 0..<6 { pixels[y * 6 + 4] = 0; pixels[y * 6 + 5] = 0 }
        let cleaned = GrayImage(width: 6, height: 6, pixels: pixels).denoised()
        #expect(cleaned[1, 1] == 255)
        #expect((1..<5).allSatisfy { cleaned[3, $0] == 255 && cleaned[4, $0] == 0 })
    }

    @Test func theMedianIsTheMiddleOfNine() {
        let values: [UInt8] = [9, 1, 8, 2, 7, 3, 6, 4, 5]
        #expect(GrayImage(width: 3, height: 3, pixels: values).denoised()[1, 1] == 5)
        let skewed: [UInt8] = [0, 0, 0, 0, 200, 200, 200, 200, 200]
        #expect(GrayImage(width: 3, height: 3, pixels: skewed).denoised()[1, 1] == 200)
    }

    @Test func passesDescribeThemselves() {
        #expect(ScanPass.standard.map(\.description) == ["original", "1/2", "1/2+median", "original+contrast", "1/4"])
    }
}
