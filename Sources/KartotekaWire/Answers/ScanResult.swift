import KartotekaValues

extension ScanResult {
    /// Where a scan leads (the name the client has always used).
    public typealias Resolution = ScanResolution
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
