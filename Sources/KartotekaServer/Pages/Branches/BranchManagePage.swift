import KartotekaCore
import KartotekaHTTP

/// The branches page: a form for a new branch, and every branch folded to one line that opens
/// into its own form.
enum BranchManagePage {
    static func render(_ context: PageContext, records: [BranchRecord], locations: [LocationRecord], problems: [FieldProblem],
                       draft: BranchDraftValues?, editing: BranchCode?, status: Int) -> HTTPResponse {
        let rows = records.map { record -> HTML in
            let isEdited = record.code == editing
            let values = isEdited ? draft ?? BranchDraftValues(record.branch) : BranchDraftValues(record.branch)
            let anchor = "branch-\(ScanResolver.anchor(record.code.rawValue))"
            let fields = FormInputs(context, problems: isEdited ? problems : [], idPrefix: "\(anchor)-")
            let base = "/branches/\(PageContext.percentEncode(record.code.rawValue))"
            let confirm = context.texts.removeBranchQuestion(record.code)
            let remove: HTML = record.isMain
                ? "<span class=\"muted\">\(context.texts.mainBranch)</span>"
                : "<button type=\"submit\" class=\"danger\" formaction=\"\(base)/delete\" formnovalidate data-confirm=\"\(confirm)\">\(context.texts.remove)</button>"
            return """
                <li class="branch-edit" id="\(anchor)"><details\(HTML(raw: isEdited ? " open" : ""))>
                <summary><strong>\(record.code)</strong> · \(record.branch.name)\(record.branch.address.isEmpty ? "" : " · \(record.branch.address)")</summary>
                <form method="post" action="\(base)/edit" class="form compact" novalidate>
                \(values.inputs(fields, context, locations: locations))
                <div class="actions"><button type="submit">\(context.texts.save)</button>
                \(remove)</div>
                </form></details></li>
                """
        }
        let newFields = FormInputs(context, problems: editing == nil ? problems : [])
        let newValues = editing == nil ? (draft ?? BranchDraftValues()) : BranchDraftValues()
        return Layout.page(context.texts.branches, context, status: status, body: """
            <h1>\(context.texts.branches)</h1>
            <p class="muted">\(context.texts.branchesIntro)</p>
            \(FormInputs(context, problems: problems, idPrefix: editing.map { "branch-\(ScanResolver.anchor($0.rawValue))-" } ?? "").summary())
            <h2>\(context.texts.newBranch)</h2>
            <form method="post" action="/branches/new" class="form compact" id="new-branch" novalidate>
            \(newValues.inputs(newFields, context, locations: locations))
            <div class="actions"><button type="submit" class="primary">\(context.texts.add)</button></div>
            </form>
            <h2>\(context.texts.allBranches) (\(records.count))</h2>
            <ul class="branch-list">\(rows)</ul>
            """)
    }
}
