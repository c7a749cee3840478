import KartotekaCore
import KartotekaWire

/// The "which class" choice of a list's search form, shown when the school has classes.
enum ClassFilter {
    /// The select of the classes pupils are in now (and the chosen one, should it have none left).
    static func render(_ context: PageContext, classes: [ClassSize], chosen: SchoolClass?) -> HTML {
        let known = classes.map(\.schoolClass)
        guard !known.isEmpty || chosen != nil else { return .empty }
        let listed = known.contains { $0 == chosen } ? known : known + (chosen.map { [$0] } ?? [])
        let options = [HTML("<option value=\"\">\(context.texts.everyClass)</option>")] + listed.map { schoolClass -> HTML in
            "<option value=\"\(schoolClass.text)\"\(HTML(raw: schoolClass == chosen ? " selected" : ""))>\(schoolClass.text)</option>"
        }
        return "<select name=\"class\" id=\"class-filter\" aria-label=\"\(context.texts.schoolClass)\" data-submit-on-change>\(options)</select>"
    }
}
