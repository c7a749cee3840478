import KartotekaValues

/// What `POST /api/v1/scan` read, and where it leads.
public struct ScanResult: Codable, Sendable, Hashable {
    /// One code read.
    public struct Code: Codable, Sendable, Hashable {
        /// `EAN-13`, `EAN-8`, `Code 128` or `QR` (typed text counts as `Code 128` when it is an
        /// inventory number, else as `QR`).
        public var symbology: String
        /// The code's text.
        public var text: String

        /// Creates a code.
        public init(symbology: String, text: String) {
            self.symbology = symbology
            self.text = text
        }
    }

    /// Where a scan leads (the name the client has always used).
    public typealias Resolution = ScanResolution

    /// Every code read; typed text is one code.
    public var codes: [Code]
    /// Where the most telling one leads.
    public var resolution: ScanResolution

    /// Creates the answer.
    public init(codes: [Code], resolution: ScanResolution) {
        self.codes = codes
        self.resolution = resolution
    }
}
extension ScanResult.Code: SchemaDescribed {
    public static let schema = Schema<ScanResult.Code>.resource(
        "ScannedCode", "One code read.",
        [
            .init("symbology", \.symbology, .string("What kind of code; typed text counts as `Code 128` when it is an inventory "
                                                    + "number, else as `QR`.", values: ["EAN-13", "EAN-8", "Code 128", "QR"])),
            .init("text", \.text),
        ])
}
