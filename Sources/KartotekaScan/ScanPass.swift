/// One way of looking at an image: the scanner tries its passes in order and stops at the first
/// that finds a code, so a clean label costs one pass and a poor photo a few more.
public struct ScanPass: Sendable, Hashable, CustomStringConvertible {
    /// Shrink by this whole factor first (block mean); 1 keeps the size.
    public var downscale: Int
    /// Replace each pixel by the median of its 3 x 3 neighbours (after shrinking): removes grain.
    public var denoise: Bool
    /// Stretch the histogram so the darkest percent is black and the lightest white.
    public var stretchContrast: Bool

    /// Creates a pass.
    public init(downscale: Int = 1, denoise: Bool = false, stretchContrast: Bool = false) {
        self.downscale = max(1, downscale)
        self.denoise = denoise
        self.stretchContrast = stretchContrast
    }

    /// The image as it came.
    public static let original = ScanPass()
    /// Half size: averages out noise and JPEG blocks; big QR codes in big photos read better.
    public static let halfSize = ScanPass(downscale: 2)
    /// Half size, median-filtered: dim, grainy phone photos that ZBar alone gives up on.
    public static let halfSizeDenoised = ScanPass(downscale: 2, denoise: true)
    /// Full size with contrast stretched: grey, dim or washed-out photos.
    public static let contrastStretched = ScanPass(stretchContrast: true)
    /// Quarter size: very large photos of a code that fills the frame.
    public static let quarterSize = ScanPass(downscale: 4)

    /// The passes ``ZBarScanner`` tries by default, cheapest and likeliest first.
    public static let standard: [ScanPass] = [.original, .halfSize, .halfSizeDenoised, .contrastStretched, .quarterSize]

    /// `original`, `1/2`, `1/2+median`, `original+contrast`…
    public var description: String {
        let size = downscale == 1 ? "original" : "1/\(downscale)"
        return size + (denoise ? "+median" : "") + (stretchContrast ? "+contrast" : "")
    }

    /// The image this pass scans.
    func prepare(_ image: GrayImage) -> GrayImage {
        var prepared = image.downscaled(by: downscale)
        if denoise { prepared = prepared.denoised() }
        if stretchContrast { prepared = prepared.contrastStretched() }
        return prepared
    }
}
