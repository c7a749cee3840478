extension GrayImage {
    /// The image shrunk by a whole factor, each output pixel the mean of a `factor x factor` block.
    /// Averaging removes sensor noise and JPEG speckle, and brings oversized codes into the range
    /// ZBar's finder expects. Returns `self` when the factor is 1 or the image would vanish.
    func downscaled(by factor: Int) -> GrayImage {
        guard factor > 1, width / factor > 0, height / factor > 0 else { return self }
        let newWidth = width / factor
        let newHeight = height / factor
        let area = factor * factor
        var output = [UInt8](repeating: 0, count: newWidth * newHeight)
        pixels.withUnsafeBufferPointer { source in
            var sums = [Int](repeating: 0, count: newWidth)
            for row in 0..<newHeight {
                for column in 0..<newWidth { sums[column] = 0 }
                for line in 0..<factor {
                    let start = (row * factor + line) * width
                    for column in 0..<newWidth {
                        var total = 0
                        let base = start + column * factor
                        for offset in 0..<factor { total += Int(source[base + offset]) }
                        sums[column] += total
                    }
                }
                for column in 0..<newWidth {
                    output[row * newWidth + column] = UInt8(sums[column] / area)
                }
            }
        }
        return GrayImage(width: newWidth, height: newHeight, pixels: output)
    }

    /// The image with its darkest and lightest percent clipped and the rest stretched to 0...255:
    /// a grey, washed-out photo becomes black on white. Returns `self` for a flat image.
    func contrastStretched(clipping fraction: Double = 0.01) -> GrayImage {
        var histogram = [Int](repeating: 0, count: 256)
        for value in pixels { histogram[Int(value)] += 1 }
        let clip = Int(Double(pixelCount) * fraction)
        var low = 0
        var seen = 0
        while low < 255, seen + histogram[low] <= clip {
            seen += histogram[low]
            low += 1
        }
        var high = 255
        seen = 0
        while high > 0, seen + histogram[high] <= clip {
            seen += histogram[high]
            high -= 1
        }
        guard high - low >= 8 else { return self }
        var table = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 {
            let scaled = (value - low) * 255 / (high - low)
            table[value] = UInt8(clamping: scaled)
        }
        return GrayImage(width: width, height: height, pixels: pixels.map { table[Int($0)] })
    }

    /// The image with each inner pixel replaced by the median of its 3 x 3 neighbourhood: grain
    /// and JPEG speckle go, edges stay sharp (a mean would smear the bars). Border pixels are kept.
    func denoised() -> GrayImage {
        guard width >= 3, height >= 3 else { return self }
        var output = pixels
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 1..<(height - 1) {
                    let above = (y - 1) * width
                    let row = y * width
                    let below = (y + 1) * width
                    // Each column of three, sorted; the window slides one column at a time.
                    var left = Self.sorted3(source[above], source[row], source[below])
                    var middle = Self.sorted3(source[above + 1], source[row + 1], source[below + 1])
                    for x in 1..<(width - 1) {
                        let right = Self.sorted3(source[above + x + 1], source[row + x + 1], source[below + x + 1])
                        // The median of nine is the median of: the largest of the column minimums,
                        // the median of the column medians, the smallest of the column maximums.
                        let lows = max(left.0, middle.0, right.0)
                        let mids = Self.sorted3(left.1, middle.1, right.1).1
                        let highs = min(left.2, middle.2, right.2)
                        target[row + x] = Self.sorted3(lows, mids, highs).1
                        left = middle
                        middle = right
                    }
                }
            }
        }
        return GrayImage(width: width, height: height, pixels: output)
    }

    private static func sorted3(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> (UInt8, UInt8, UInt8) {
        let low = min(a, b)
        let high = max(a, b)
        if c <= low { return (c, low, high) }
        if c >= high { return (low, high, c) }
        return (low, c, high)
    }
}
