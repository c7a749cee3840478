import CQREncode
import Glibc

/// The modules of a QR code, made by libqrencode from UTF-8 text in 8-bit mode.
public struct QRMatrix: Sendable, Hashable {
    /// How much of the symbol may be damaged and still read; more correction, bigger symbol.
    public enum ErrorCorrection: Sendable, Hashable, CaseIterable {
        /// About 7 % recoverable.
        case low
        /// About 15 %: Kartoteka's default, what labels use.
        case medium
        /// About 25 %.
        case quartile
        /// About 30 %.
        case high

        var level: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        }
    }

    /// The QR version, 1 to 40.
    public let version: Int
    /// Modules per side, without the quiet zone.
    public let size: Int
    /// `size * size` modules, rows top to bottom; `true` is dark.
    public let modules: [Bool]

    /// Encodes text (as UTF-8 bytes) into the smallest symbol that holds it.
    /// libqrencode is built thread-safe on Debian, so encoding may run on any thread.
    public init(encoding text: String, correction: ErrorCorrection = .medium) throws(LabelError) {
        guard !text.isEmpty else { throw .emptyText }
        guard !text.utf8.contains(0) else { throw .textContainsNul }
        errno = 0
        guard let symbol = QRcode_encodeString(text, 0, correction.level, QR_MODE_8, 1) else {
            if errno == ERANGE || errno == EINVAL { throw .textTooLongForQR(bytes: text.utf8.count) }
            throw .encoderFailed
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        version = Int(symbol.pointee.version)
        size = width
        // Each byte describes one module; bit 0 is "dark", the other bits are libqrencode's bookkeeping.
        let data = UnsafeBufferPointer(start: symbol.pointee.data, count: width * width)
        modules = data.map { $0 & 1 == 1 }
    }

    /// Whether the module at a column and row is dark.
    public subscript(x: Int, y: Int) -> Bool {
        modules[y * size + x]
    }

    /// The dark runs of each row as (row, first column, length): what SVG paths and rasterisers draw.
    public var darkRuns: [(row: Int, column: Int, length: Int)] {
        var runs: [(row: Int, column: Int, length: Int)] = []
        for row in 0..<size {
            var column = 0
            while column < size {
                guard self[column, row] else { column += 1; continue }
                let start = column
                while column < size && self[column, row] { column += 1 }
                runs.append((row, start, column - start))
            }
        }
        return runs
    }
}
