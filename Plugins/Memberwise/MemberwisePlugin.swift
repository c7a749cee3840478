import Foundation
import PackagePlugin

/// Writes the value types a target describes in `*.fields` files: each struct as declared there,
/// with its memberwise initialiser at the struct's own access level (Swift writes one only for the
/// module itself). Everything else about a type (its methods, conformances and texts) stays in the
/// target's Swift files, in extensions.
@main
struct MemberwisePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "MemberwiseGenerator")
        return target.sourceFiles.filter { $0.url.pathExtension == "fields" }.map { file in
            // A module's files have names of their own, as its Swift files do.
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: name + "+Fields.swift")
            return .buildCommand(
                displayName: "Writing the value types of \(name).fields", executable: generator.url,
                arguments: [file.url.path, output.path], inputFiles: [file.url], outputFiles: [output])
        }
    }
}
