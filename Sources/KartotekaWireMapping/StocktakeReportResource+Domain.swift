import Foundation
import KartotekaCore
import KartotekaWire

extension StocktakeReportResource.Copy {
    /// The resource for a listed copy.
    public init(_ copy: StocktakeCopy, language: Language) {
        self.init()
        inventoryNumber = copy.inventoryNumber.rawValue
        titleId = copy.titleID?.rawValue
        description = copy.description
        price = copy.price?.decimalText
        status = copy.status.rawValue
        away = copy.away
        mismatch = copy.mismatch?.kind.rawValue
        mismatchMessage = copy.mismatch?.message.text(in: language)
    }
}

extension StocktakeReportResource {
    /// The resource for a check's results, in `language`.
    public init(_ report: StocktakeReport, language: Language) {
        self.init()
        stocktake = StocktakeResource(report.record)
        missing = report.missing.map { Copy($0, language: language) }
        missingSum = report.missingSum.decimalText
        onPaper = report.onPaper.map { Copy($0, language: language) }
        elsewhere = report.elsewhere.map { Copy($0, language: language) }
        unknown = report.unknown
    }
}
