import Foundation
import KartotekaCore
import KartotekaWire

extension StocktakeScanResource {
    /// The resource for a scan, its message in `language`.
    public init(_ scan: StocktakeScan, language: Language) {
        self.init()
        text = scan.text
        inventoryNumber = scan.inventoryNumber?.rawValue
        titleId = scan.titleID?.rawValue
        description = scan.description
        outcome = scan.outcome.code
        if case .elsewhere(let why) = scan.outcome { mismatch = why.code }
        message = scan.message.text(in: language)
    }
}

extension StocktakeMismatch {
    /// A short code for scripts.
    public var code: String {
        switch self {
        case .anotherBranch: "another_branch"
        case .anotherPlace: "another_place"
        case .outsideRange: "outside_range"
        case .writtenOff: "written_off"
        case .addedLater: "added_later"
        }
    }
}
