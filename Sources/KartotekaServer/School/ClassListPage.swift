import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// Bringing in a class list: the form, then what the list does — checked first (nothing stored,
/// the list carried to the next step), then stored.
enum ClassListPage {
    static func form(_ context: PageContext, problems: [FieldProblem], status: Int = 200) -> HTTPResponse {
        let texts = context.texts
        let fields = FormInputs(context, problems: problems)
        return Layout.page(texts.importClassList, context, status: status, body: """
            <p class="crumbs"><a href="\(SchoolPages.classes.path)">\(texts.classes)</a></p>
            <h1>\(texts.importClassList)</h1>
            <p>\(texts.classListExplained)</p>
            \(fields.summary())
            <form method="post" action="\(SchoolPages.importForm.path)" enctype="multipart/form-data" class="form" id="class-list-form">
            <label class="field"><span>\(texts.classListFile)</span><input type="file" name="file" id="file" accept=".csv,text/csv,text/plain"></label>
            \(fields.input(SchoolClass.field, texts.classOfTheList, value: "", hint: texts.classOfTheListHint))
            <div class="actions"><button type="submit" class="primary">\(texts.checkTheList)</button></div>
            </form>
            """)
    }

    /// What the list does (or did, once `applied`); a checked list can be stored from here.
    static func report(_ context: PageContext, changes: ClassListChanges, applied: Bool, text: String, schoolClass: SchoolClass?) -> HTTPResponse {
        let texts = context.texts
        /// Pupils as (ticket, name, class, what changes).
        func pupils(_ items: [(String, String, String, String)], id: String) -> HTML {
            let rows = items.map { "<li>\($0.1) · \(texts.ticket) \($0.0) · \($0.2)\(HTML(raw: $0.3.isEmpty ? "" : " · " + HTML.escape($0.3)))</li>" as HTML }
            return "<ul class=\"rows\" id=\"\(id)\">\(rows)</ul>"
        }
        let new = changes.new.map { ($0.ticketNumber.rawValue, $0.row.fullName, $0.row.schoolClass.text, "") }
        let changed = changes.changed.map { pupil in
            (pupil.before.reader.ticketNumber.rawValue, pupil.after.fullName, pupil.after.schoolClass?.text ?? "",
             pupil.changes.map { "\(texts.fieldName($0.field)): \($0.old.isEmpty ? "—" : $0.old) → \($0.new)" }.joined(separator: "; "))
        }
        let missing = changes.missing.map { ($0.reader.ticketNumber.rawValue, $0.reader.fullName, $0.reader.schoolClass?.text ?? "", "") }
        let problems = changes.problems.map { "<li>\(texts.line($0.line)): \(context.text($0.message))</li>" as HTML }
        let store: HTML = applied ? "<p class=\"notice\" role=\"status\">\(texts.classListStored)</p>" : """
            <p class="muted">\(texts.classListChecked)</p>
            <form method="post" action="\(SchoolPages.importForm.path)" enctype="multipart/form-data" id="class-list-apply">
            <textarea name="content" hidden>\(text)</textarea>
            <input type="hidden" name="schoolClass" value="\(schoolClass?.text ?? "")">
            <input type="hidden" name="apply" value="1">
            <div class="actions"><button type="submit" class="primary">\(texts.storeTheList)</button>
            <a href="\(SchoolPages.importForm.path)">\(texts.cancel)</a></div></form>
            """
        return Layout.page(texts.importClassList, context, body: """
            <p class="crumbs"><a href="\(SchoolPages.classes.path)">\(texts.classes)</a></p>
            <h1>\(texts.importClassList): \(changes.classes.map(\.text).joined(separator: ", "))</h1>
            \(store)
            <h2>\(texts.newPupils) (\(changes.new.count))</h2>
            \(pupils(new, id: "list-new"))
            <h2>\(texts.changedPupils) (\(changes.changed.count))</h2>
            \(pupils(changed, id: "list-changed"))
            <p class="muted">\(texts.unchangedPupils(changes.unchanged))</p>
            \(changes.isForNextYear ? "<p class=\"notice\" id=\"list-for-next-year\">\(texts.classListForNextYear)</p>" as HTML : .empty)
            <h2>\(texts.missingPupils) (\(changes.missing.count))</h2>
            \(pupils(missing, id: "list-missing"))
            \(changes.problems.isEmpty ? HTML.empty : "<h2>\(texts.linesLeftOut) (\(changes.problems.count))</h2><ul class=\"problems\" id=\"list-problems\">\(problems)</ul>")
            """)
    }
}
