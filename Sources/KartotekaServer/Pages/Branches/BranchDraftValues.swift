import KartotekaCore
import KartotekaHTTP

/// A branch as typed in a form.
struct BranchDraftValues: Sendable {
    var code = ""
    var name = ""
    var address = ""
    var storagePlace = ""
    var locationID = ""

    init() {}

    /// The branch form's fields.
    static let fields = DraftFields<BranchDraftValues>([
        ("code", \.code), ("name", \.name), ("address", \.address), ("storagePlace", \.storagePlace), ("locationId", \.locationID),
    ])

    /// The branch as the form sent it.
    init(_ context: RequestContext) throws {
        try context.fill(&self, Self.fields)
    }

    init(_ branch: Branch) {
        code = branch.code.rawValue
        name = branch.name
        address = branch.address
        storagePlace = branch.storagePlace
        locationID = branch.locationID.map { String($0.rawValue) } ?? ""
    }

    /// The checked branch, every problem at once; a location that is not in the list is the form's mistake.
    func validated(locations: [LocationRecord]) throws(ValidationError) -> Branch {
        var problems: [FieldProblem] = []
        var branch: Branch?
        do {
            branch = try Branch(validatingCode: code, name: name, address: address, storagePlace: storagePlace)
        } catch {
            problems = error.problems
        }
        var location: LocationID?
        if !locationID.isEmpty {
            location = LocationID(parsing: locationID).flatMap { id in locations.contains { $0.id == id } ? id : nil }
            if location == nil {
                problems.append(FieldProblem(field: "locationId", message: Bilingual { $0.noSuchLocation }))
            }
        }
        guard var checked = branch, problems.isEmpty else { throw ValidationError(problems) }
        checked.locationID = location
        return checked
    }

    func inputs(_ fields: FormInputs, _ context: PageContext, locations: [LocationRecord]) -> HTML {
        let choices = [("", context.texts.notShownAmongLocations)]
            + locations.map { (String($0.id.rawValue), "\($0.location.city), \($0.location.streetAddress)") }
        return """
            \(fields.input("code", context.texts.branchCode, value: code, required: true,
                           hint: context.texts.branchCodeHint))
            \(fields.input("name", context.texts.branchName, value: name, required: true))
            \(fields.input("address", context.texts.address, value: address))
            \(fields.input("storagePlace", context.texts.irbisStoragePlace, value: storagePlace,
                           hint: context.texts.irbisStoragePlaceHint))
            \(fields.select("locationId", context.texts.showAmongLocations, value: locationID,
                            options: choices))
            """
    }
}
