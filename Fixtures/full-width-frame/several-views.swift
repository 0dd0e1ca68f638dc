import SwiftUI

struct Toolbar: View {
    let onSave: () -> Void
    let onCancel: () -> Void
    let isEditing: Bool

    var body: some View {
        VStack {
            HStack {
                actions
                Spacer()
            }
            HStack {
                Spacer()
                StatusPair()
            }
            HStack {
                if isEditing {
                    Text("Editing")
                    Text("Unsaved")
                }
                Spacer()
            }
            HStack {
                title
                Spacer()
            }
        }
    }

    @ViewBuilder private var actions: some View {
        Button("Cancel", action: onCancel)
        Button("Save", action: onSave)
    }

    private var title: some View {
        Text("Draft").font(.headline)
    }
}

struct StatusPair: View {
    var body: some View {
        Image(systemName: "checkmark")
        Text("Saved")
    }
}
