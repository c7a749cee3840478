import KartotekaScan
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// What `scan` read in a picture, and where it leads (when a library was asked).
struct ScanReport: Encodable, Sendable {
    /// Every code read.
    let codes: [ScannedCode]
    /// Where the most telling one leads.
    let resolution: ScanResolution?
}
