import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The page of the catalogues records are copied from: a form for a new one, the known public
/// catalogues not added yet, and every catalogue folded to one line that opens into its form.
enum CopyCataloguingTargetsPage {
    static func render(_ context: PageContext, records: [CopyCataloguingTargetRecord], problems: [FieldProblem],
                       values: TargetFormValues?, editing: CopyCataloguingTargetID?, status: Int) -> HTTPResponse {
        let rows = records.map { record -> HTML in
            let isEdited = record.id == editing
            let shown = isEdited ? values ?? Self.values(of: record) : Self.values(of: record)
            let fields = FormInputs(context, problems: isEdited ? problems : [], idPrefix: "target-\(record.id)-")
            let target = record.target
            let state = target.enabled ? context.texts.targetOn : context.texts.targetOff
            return """
                <li class="location-edit" id="target-\(record.id)"><details\(HTML(raw: isEdited ? " open" : ""))>
                <summary><strong>\(target.name)</strong> · \(target.address) · \(target.format.name), \(target.characterSet.name) · <span class="\(HTML(raw: target.enabled ? "" : "muted"))">\(state)</span></summary>
                <form method="post" action="\(CopyCataloguingTargetPages.edit.path(record.id))" class="form compact" novalidate>
                \(shown.inputs(fields, context))
                <div class="actions"><button type="submit">\(context.texts.save)</button>
                <a href="\(PageContext.link(CopyCataloguingPage.page.path, [("target", target.name)]))">\(context.texts.copyCataloguing)</a>
                <button type="submit" class="danger" formaction="\(CopyCataloguingTargetPages.delete.path(record.id))" formnovalidate data-confirm="\(context.texts.deleteTargetQuestion)">\(context.texts.delete)</button></div>
                </form></details></li>
                """
        }
        let added = Set(records.map { "\($0.target.host):\($0.target.port)/\($0.target.database)/\($0.target.service.rawValue)" })
        let presets = CopyCataloguingPreset.all.filter { preset in
            !added.contains("\(preset.target.host):\(preset.target.port)/\(preset.target.database)/\(preset.target.service.rawValue)")
        }.map { preset -> HTML in
            let target = preset.target
            return """
                <li><form method="post" action="\(CopyCataloguingTargetPages.addPreset.path)" class="inline-form">
                <input type="hidden" name="preset" value="\(preset.key.rawValue)">
                <span><strong>\(context.text(preset.name))</strong> · \(target.address) · \(target.format.name), \(target.characterSet.name)</span>
                <button type="submit">\(context.texts.addKnownCatalogue)</button></form></li>
                """
        }
        let newFields = FormInputs(context, problems: editing == nil ? problems : [])
        let newValues = editing == nil ? (values ?? TargetFormValues()) : TargetFormValues()
        return Layout.page(context.texts.copycatTargets, context, status: status, body: """
            <p class="crumbs"><a href="\(CopyCataloguingPage.page.path)">\(context.texts.copyCataloguing)</a></p>
            <h1>\(context.texts.copycatTargets)</h1>
            \(FormInputs(context, problems: problems, idPrefix: editing.map { "target-\($0)-" } ?? "").summary())
            <h2>\(context.texts.allTargets) (\(records.count))</h2>
            <p class="muted">\(context.texts.pressTargetToChange)</p>
            <ul class="location-list" id="targets">\(rows)</ul>
            <h2>\(context.texts.newTarget)</h2>
            <form method="post" action="\(CopyCataloguingTargetPages.create.path)" class="form compact" id="new-target" novalidate>
            \(newValues.inputs(newFields, context))
            <div class="actions"><button type="submit" class="primary">\(context.texts.add)</button></div>
            </form>
            \(presets.isEmpty ? HTML.empty : """
                <h2>\(context.texts.knownCatalogues)</h2>
                <p class="muted">\(context.texts.knownCataloguesNote)</p>
                <ul class="preset-list" id="presets">\(presets)</ul>
                """)
            """)
    }

    private static func values(of record: CopyCataloguingTargetRecord) -> TargetFormValues {
        TargetFormValues(CopyCataloguingTargetDraft(record.target), hasPassword: record.target.hasPassword)
    }
}
