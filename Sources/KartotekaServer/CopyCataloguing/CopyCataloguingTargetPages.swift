import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/copycat/targets`: the catalogues records are copied from — adding one (or a known public
/// one, disabled), changing, removing. They are the library's settings.
enum CopyCataloguingTargetPages {
    static let endpoints: [any EndpointDeclaration] = [manage, create, addPreset, edit, delete]

    static let manage = Endpoint.page(.get, "/copycat/targets", .permission(.manageSettings)) { context in
        try managePage(context, problems: [], values: nil)
    }

    static let create = Endpoint.form("/copycat/targets/new", .permission(.manageSettings),
                                      fields: TargetFormValues.formFields) { context in
        let values = try TargetFormValues(context)
        return try context.saving(byField: nameProblem) {
            _ = try context.run(AddCopyCataloguingTarget(values.draft))
            return .redirect(to: "\(CopyCataloguingTargetPages.manage.path)?notice=copycat-target-saved")
        } again: { problems in
            try managePage(context, problems: problems, values: values, status: 422)
        }
    }

    /// Adds a known public catalogue, disabled, named in the page's language.
    /// The known public catalogue to add.
    static let preset = FormField.text("preset")

    static let addPreset = Endpoint.form("/copycat/targets/preset", .permission(.manageSettings), fields: [preset]) { context in
        let preset = try CopyCataloguingPreset.named(context.form(Self.preset))
        _ = try context.run(AddCopyCataloguingTarget(CopyCataloguingTargetDraft(preset.target(in: context.page.language))))
        return .redirect(to: "\(CopyCataloguingTargetPages.manage.path)?notice=copycat-target-saved")
    }

    static let edit: PageRoute<CopyCataloguingTargetID> = Endpoint.form("/copycat/targets/\(PathParameters.copycatTarget)/edit", .permission(.manageSettings),
                                                                        fields: TargetFormValues.formFields) { context in
        let id = try context.path(PathParameters.copycatTarget)
        let current = try context.store.copyCataloguingTarget(id)
        var values = try TargetFormValues(context)
        values.hasPassword = current.target.hasPassword
        return try context.saving(byField: nameProblem) {
            _ = try context.run(ChangeCopyCataloguingTarget(.id(id), to: values.draft))
            return .redirect(to: "\(CopyCataloguingTargetPages.manage.path)?notice=copycat-target-saved")
        } again: { problems in
            try managePage(context, problems: problems, values: values, editing: id, status: 422)
        }
    }

    static let delete: PageRoute<CopyCataloguingTargetID> = Endpoint.form("/copycat/targets/\(PathParameters.copycatTarget)/delete", .permission(.manageSettings)) { context in
        _ = try context.run(DeleteCopyCataloguingTarget(.id(context.path(PathParameters.copycatTarget))))
        return .redirect(to: "\(CopyCataloguingTargetPages.manage.path)?notice=copycat-target-deleted")
    }

    /// A name another target has is a problem of the name field, shown next to it.
    private static func nameProblem(_ error: any Error) -> [FieldProblem]? {
        guard let error = error as? CopyCataloguingError, case .targetNameTaken = error else { return nil }
        return [FieldProblem(field: "name", message: error.message)]
    }

    private static func managePage(_ context: RequestContext, problems: [FieldProblem], values: TargetFormValues?,
                                   editing: CopyCataloguingTargetID? = nil, status: Int = 200) throws -> HTTPResponse {
        CopyCataloguingTargetsPage.render(context.page, records: try context.store.copyCataloguingTargets(), problems: problems,
                                          values: values, editing: editing, status: status)
    }
}
