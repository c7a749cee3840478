import KartotekaCore
import KartotekaWire

/// `form bulletin [--year Y] [--from D] [--to D] [--csv]`: the new-arrivals bulletin of a year
/// (this one by default) or period — the titles that came, by BBK section, described by ГОСТ.
struct FormBulletinCommand: PeriodFormCommand {
    static let configuration = CommandConfiguration("form bulletin", Bilingual { $0.bulletinSummary }, worksRemotely: true)

    @Read var value: AccountingOptions.Period
    @Read(AccountingOptions.csv) var csv: Bool

    static func form(of period: LedgerPeriod, at desk: some AccountingDesk) throws -> NewArrivalsBulletinResource {
        try desk.newArrivals(period)
    }

    static func csv(_ form: NewArrivalsBulletinResource) -> String { form.csv }

    /// The bulletin as text: each section's name, then its titles with their shelf codes and copies.
    static func text(_ bulletin: NewArrivalsBulletinResource) -> String {
        (["\(bulletin.from) – \(bulletin.to)"] + bulletin.sections.flatMap { section in
            ["", section.name] + section.entries.map { "  \($0.shelfCode)  \($0.description)  [\($0.inventoryNumbers.joined(separator: ", "))]" }
        }).joined(separator: "\n")
    }
}
