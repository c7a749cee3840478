import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// How a branch shows among the library locations, as typed in its form: the branch's address,
/// its location's city, country, emoji and hours, and the location that shows it (a new one
/// when none is chosen).
struct BranchListingDraftValues: Sendable {
    var address = ""
    var city = ""
    var country = ""
    var emoji = ""
    var hours = ""
    var locationID = ""

    /// The listing form's fields.
    static let fields = DraftFields<BranchListingDraftValues>([
        ("address", \.address), ("city", \.city), ("country", \.country), ("emoji", \.emoji), ("hours", \.hours),
        ("locationId", \.locationID),
    ])

    /// The listing as the form sent it.
    init(_ context: RequestContext) throws {
        try context.fill(&self, Self.fields)
    }

    init(_ record: BranchRecord) {
        address = record.branch.address
        let location = record.location?.location
        city = location?.city ?? ""
        country = location?.country ?? ""
        emoji = location?.emoji ?? ""
        hours = location?.hours ?? ""
        locationID = record.location.map { String($0.id.rawValue) } ?? ""
    }

    /// The listing typed for `record`. Linking another location, the fields left empty keep what
    /// it holds; otherwise they are as typed. A location not among `locations` is the form's mistake.
    func listing(for record: BranchRecord, locations: [LocationRecord]) throws(ValidationError) -> BranchListing {
        var linked: LocationID?
        if !locationID.isEmpty {
            linked = LocationID(parsing: locationID).flatMap { id in locations.contains { $0.id == id } ? id : nil }
            if linked == nil { throw ValidationError(field: "locationId", message: Bilingual { $0.noSuchLocation }) }
        }
        let keepsEmpty = linked != nil && linked != record.location?.id
        let typed: (String) -> String? = { keepsEmpty && $0.isEmpty ? nil : $0 }
        return BranchListing(address: typed(address), city: typed(city), country: typed(country), emoji: typed(emoji),
                             hours: typed(hours), location: linked)
    }

    /// The inputs; `locations` offers the locations that show no other branch than `record`.
    func inputs(_ fields: FormInputs, _ context: PageContext, record: BranchRecord, locations: [LocationRecord]) -> HTML {
        let free = locations.filter { $0.branch == nil || $0.branch == record.code }
        let choices = [("", context.texts.newLocationEntry)]
            + free.map { (String($0.id.rawValue), "\($0.location.city), \($0.location.streetAddress)") }
        return """
            \(fields.input("address", context.texts.address, value: address, required: true))
            \(fields.input("city", context.texts.city, value: city, required: true))
            \(fields.input("country", context.texts.country, value: country, required: true))
            \(fields.input("emoji", context.texts.emoji, value: emoji))
            \(fields.input("hours", context.texts.openingHours, value: hours))
            \(fields.select("locationId", context.texts.locationEntry, value: locationID, options: choices))
            """
    }
}
