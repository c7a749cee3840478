import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// The branches page: for administrators, a form for a new branch and each branch's own form;
/// for whoever manages the library locations, each branch's place among them. Every branch is
/// folded to one line that opens into its forms.
enum BranchManagePage {
    /// A form sent back with what was typed, to be shown again with its problems.
    enum Retyped {
        case newBranch(BranchDraftValues)
        case branch(BranchCode, BranchDraftValues)
        case listing(BranchCode, BranchListingDraftValues)

        /// The branch whose form it is, for an existing one.
        var code: BranchCode? {
            switch self {
            case .newBranch: nil
            case .branch(let code, _), .listing(let code, _): code
            }
        }
    }

    static func render(_ context: PageContext, records: [BranchRecord], locations: [LocationRecord], problems: [FieldProblem],
                       retyped: Retyped?, status: Int) -> HTTPResponse {
        let administers = context.may(.manageSettings)
        let rows = records.map { record -> HTML in
            let anchor = "branch-\(ScanResolver.anchor(record.code.rawValue))"
            let isRetyped = retyped?.code == record.code
            let shown: HTML = record.location == nil ? .empty : " · <span class=\"listed\">\(context.texts.shownAmongLocations)</span>"
            let branchForm: HTML = administers ? self.branchForm(context, record: record, anchor: anchor, retyped: retyped,
                                                                  problems: problems) : .empty
            return """
                <li class="branch-edit" id="\(anchor)"><details\(HTML(raw: isRetyped ? " open" : ""))>
                <summary><strong>\(record.code)</strong> · \(record.branch.name)\(record.branch.address.isEmpty ? "" : " · \(record.branch.address)")\(shown)</summary>
                \(branchForm)
                \(listingForm(context, record: record, locations: locations, anchor: anchor, retyped: retyped, problems: problems))
                </details></li>
                """
        }
        let summaryPrefix = retyped.flatMap { form -> String? in
            guard let code = form.code else { return nil }
            if case .listing = form { return "branch-\(ScanResolver.anchor(code.rawValue))-listing-" }
            return "branch-\(ScanResolver.anchor(code.rawValue))-"
        } ?? ""
        return Layout.page(context.texts.branches, context, status: status, body: """
            <h1>\(context.texts.branches)</h1>
            <p class="muted">\(context.texts.branchesIntro)</p>
            \(FormInputs(context, problems: problems, idPrefix: summaryPrefix).summary())
            \(administers ? newBranchForm(context, retyped: retyped, problems: problems) : .empty)
            <h2>\(context.texts.allBranches) (\(records.count))</h2>
            <ul class="branch-list">\(rows)</ul>
            """)
    }

    private static func newBranchForm(_ context: PageContext, retyped: Retyped?, problems: [FieldProblem]) -> HTML {
        var values = BranchDraftValues()
        var shownProblems: [FieldProblem] = []
        if case .newBranch(let draft) = retyped {
            values = draft
            shownProblems = problems
        }
        return """
            <h2>\(context.texts.newBranch)</h2>
            <form method="post" action="\(BranchPages.create.path)" class="form compact" id="new-branch" novalidate>
            \(values.inputs(FormInputs(context, problems: shownProblems), context))
            <div class="actions"><button type="submit" class="primary">\(context.texts.add)</button></div>
            </form>
            """
    }

    private static func branchForm(_ context: PageContext, record: BranchRecord, anchor: String, retyped: Retyped?,
                                   problems: [FieldProblem]) -> HTML {
        var values = BranchDraftValues(record.branch)
        var shownProblems: [FieldProblem] = []
        if case .branch(let code, let draft) = retyped, code == record.code {
            values = draft
            shownProblems = problems
        }
        let confirm = context.texts.removeBranchQuestion(record.code)
        let remove: HTML = record.isMain
            ? "<span class=\"muted\">\(context.texts.mainBranch)</span>"
            : "<button type=\"submit\" class=\"danger\" formaction=\"\(BranchPages.delete.path(record.code))\" formnovalidate data-confirm=\"\(confirm)\">\(context.texts.remove)</button>"
        return """
            <form method="post" action="\(BranchPages.edit.path(record.code))" class="form compact" novalidate>
            \(values.inputs(FormInputs(context, problems: shownProblems, idPrefix: "\(anchor)-"), context))
            <div class="actions"><button type="submit">\(context.texts.save)</button>
            \(remove)</div>
            </form>
            """
    }

    private static func listingForm(_ context: PageContext, record: BranchRecord, locations: [LocationRecord], anchor: String,
                                    retyped: Retyped?, problems: [FieldProblem]) -> HTML {
        var values = BranchListingDraftValues(record)
        var shownProblems: [FieldProblem] = []
        if case .listing(let code, let draft) = retyped, code == record.code {
            values = draft
            shownProblems = problems
        }
        let fields = FormInputs(context, problems: shownProblems, idPrefix: "\(anchor)-listing-")
        let stop: HTML = record.location == nil ? .empty
            : "<button type=\"submit\" class=\"danger\" formaction=\"\(BranchPages.unpublish.path(record.code))\" formnovalidate>\(context.texts.stopShowingAmongLocations)</button>"
        return """
            <form method="post" action="\(BranchPages.publish.path(record.code))" class="form compact listing" novalidate>
            <h3>\(context.texts.amongLocations)</h3>
            <p class="muted">\(context.texts.amongLocationsHint)</p>
            \(values.inputs(fields, context, record: record, locations: locations))
            <div class="actions"><button type="submit">\(record.location == nil ? context.texts.showAmongLocations : context.texts.save)</button>
            \(stop)</div>
            </form>
            """
    }
}
