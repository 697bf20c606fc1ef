import Formsetter
import Foundation

// The files each command reads, added to its `FileRoles` (the library checks them against the
// outputs before anything is drawn; a conflict is exit 64).

extension FormInput {
    /// The form and the values and errors files it is drawn with (flags or sidecars).
    func addReads(to roles: inout FileRoles, errors: String? = nil, sidecars: Bool = true) {
        roles.reads(input, as: "the form")
        let found = sidecars ? usedSidecars(errors: errors) : (values: nil, errors: nil)
        roles.reads(values, as: "--values")
        roles.reads(found.values, as: "the values sidecar")
        roles.reads(errors, as: "--errors")
        roles.reads(found.errors, as: "the errors sidecar")
    }
}

extension InputOptions {
    /// The form, its values and errors, and the style files.
    func addReads(to roles: inout FileRoles, sidecars: Bool = true) {
        form.addReads(to: &roles, errors: errors, sidecars: sidecars && !paper.blank)
        for style in look.styles { roles.reads(style, as: "--style") }
    }
}

extension Render {
    /// Every file this render or run reads but the plan's own (forms of a run, records).
    func fileRoles(sidecars: Bool) -> FileRoles {
        var roles = FileRoles()
        input.addReads(to: &roles, sidecars: sidecars)
        for form in moreInputs { roles.reads(form, as: "the form") }
        roles.reads(linkMap, as: "--link-map")
        roles.reads(runOptions.records, as: "--records")
        return roles
    }
}

/// Runs `roles.check()`: an output that is an input or another output is a usage error (64).
func refuseOverlaps(_ roles: FileRoles) throws {
    do { try roles.check() } catch { throw ExitWith(64, error.description) }
}
