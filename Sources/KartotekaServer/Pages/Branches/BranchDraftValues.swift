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

    init(_ form: SubmittedForm) {
        code = form["code"]
        name = form["name"]
        address = form["address"]
        storagePlace = form["storagePlace"]
        locationID = form["locationId"]
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
                problems.append(FieldProblem(field: "locationId", message: Bilingual(
                    ru: "Такого адреса нет. Выберите адрес из списка.", en: "There is no such location. Choose one from the list.")))
            }
        }
        guard var checked = branch, problems.isEmpty else { throw ValidationError(problems) }
        checked.locationID = location
        return checked
    }

    func inputs(_ fields: FormFields, _ context: PageContext, locations: [LocationRecord]) -> HTML {
        let choices = [("", context.t("— не показывать в адресах —", "— not shown among locations —"))]
            + locations.map { (String($0.id.rawValue), "\($0.location.city), \($0.location.streetAddress)") }
        return """
            \(fields.input("code", context.t("Код", "Code"), value: code, required: true,
                           hint: context.t("Короткий: ЦБ, Ф2. Печатается на этикетках и в отчётах.", "Short: CL, B2. Printed on labels and reports.")))
            \(fields.input("name", context.t("Название", "Name"), value: name, required: true))
            \(fields.input("address", context.t("Адрес", "Address"), value: address))
            \(fields.input("storagePlace", context.t("Место хранения в ИРБИС (910^D)", "IRBIS storage place (910^D)"), value: storagePlace,
                           hint: context.t("Если пусто — код филиала.", "The branch's code when empty.")))
            \(fields.select("locationId", context.t("Показывать в адресах библиотек", "Show among library locations"), value: locationID,
                            options: choices))
            """
    }
}
