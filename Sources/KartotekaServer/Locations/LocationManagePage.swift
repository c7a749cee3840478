import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// `/locations/manage`: a form for a new location, and every location folded to one line that
/// opens into its own form (a phone screen shows the whole list at a glance).
enum LocationManagePage {
    static func render(_ context: PageContext, records: [LocationRecord], problems: [FieldProblem], draft: LocationDraftValues?,
                       editing: LocationID?, status: Int) -> HTTPResponse {
        let rows = records.map { record -> HTML in
            if let branch = record.branch { return branchRow(context, record: record, branch: branch) }
            let isEdited = record.id == editing
            let values = isEdited ? draft ?? LocationDraftValues(record.location) : LocationDraftValues(record.location)
            let fields = FormInputs(context, problems: isEdited ? problems : [], idPrefix: "location-\(record.id)-")
            let location = record.location
            let confirm = context.texts.deleteLocationQuestion
            return """
                <li class="location-edit" id="location-\(record.id)"><details\(HTML(raw: isEdited ? " open" : ""))>
                <summary><span class="emoji">\(location.emoji)</span> <strong>\(location.city)</strong>, \(location.country) · \(location.streetAddress)</summary>
                <form method="post" action="\(LocationPages.edit.path(record.id))" class="form compact" novalidate>
                \(values.inputs(fields, context))
                <div class="actions"><button type="submit">\(context.texts.save)</button>
                <button type="submit" class="danger" formaction="\(LocationPages.delete.path(record.id))" formnovalidate data-confirm="\(confirm)">\(context.texts.delete)</button></div>
                </form></details></li>
                """
        }
        let newFields = FormInputs(context, problems: editing == nil ? problems : [])
        let newValues = editing == nil ? (draft ?? LocationDraftValues()) : LocationDraftValues()
        return Layout.page(context.texts.libraryLocations, context, status: status, body: """
            <p class="crumbs"><a href="\(LocationPages.search.path)">\(context.texts.backToCountrySearch)</a></p>
            <h1>\(context.texts.libraryLocations)</h1>
            \(FormInputs(context, problems: problems, idPrefix: editing.map { "location-\($0)-" } ?? "").summary())
            <h2>\(context.texts.newLocation)</h2>
            <form method="post" action="\(LocationPages.create.path)" class="form compact" id="new-location" novalidate>
            \(newValues.inputs(newFields, context))
            <div class="actions"><button type="submit" class="primary">\(context.texts.add)</button></div>
            </form>
            <h2>\(context.texts.allLocations) (\(records.count))</h2>
            <p class="muted">\(context.texts.pressLocationToChange) \(context.texts.branchesAreShownFrom) <a href="\(BranchPages.manage.path)">\(context.texts.branches)</a>.</p>
            <ul class="location-list">\(rows)</ul>
            """)
    }

    /// A location that shows a branch: it follows the branch, and is changed on the branches page.
    private static func branchRow(_ context: PageContext, record: LocationRecord, branch: BranchCode) -> HTML {
        let location = record.location
        return """
            <li class="location-edit" id="location-\(record.id)"><p><span class="emoji">\(location.emoji)</span> <strong>\(location.city)</strong>, \(location.country) · \(location.streetAddress)</p>
            <p class="muted">\(context.texts.showsBranch(branch)) <a href="\(BranchPages.manage.path)#branch-\(ScanResolver.anchor(branch.rawValue))">\(context.texts.branches)</a>.</p></li>
            """
    }
}
