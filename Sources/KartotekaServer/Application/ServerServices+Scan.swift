import KartotekaCore
import KartotekaScan
import KartotekaUseCases
import KartotekaWire

extension ServerServices {
    /// Resolving the codes a picture gave (or a code typed), a new ISBN looked up in the configured
    /// providers and the library's catalogues.
    func resolveScan(_ codes: [ScannedCode]) -> ResolveScan {
        resolveScan(codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) })
    }

    /// Resolving what codes mean, a new ISBN looked up in the configured providers and the library's catalogues.
    func resolveScan(_ meanings: [ScanMeaning]) -> ResolveScan {
        ResolveScan(meanings, providers: providers, catalogues: copyCataloguing)
    }
}
