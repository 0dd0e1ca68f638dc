import SwiftUI

// A toolbar lays out its items at their ideal size: the Spacer beside the button pushes
// nothing, and the stack is what makes the toolbar host the content as a custom view
// instead of styling the Button as a bar button.
struct DownloadsScreen: View {
    @State private var isEditing = false

    var body: some View {
        Text("Downloads")
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    HStack {
                        Button("Delete All") {}
                            .buttonStyle(.plain)
                        Spacer(minLength: 0)
                    }
                    .opacity(isEditing ? 1 : 0)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    HStack {
                        Spacer()
                        Button("Done") {}
                    }
                }
            }
            .toolbar {
                HStack {
                    Text("Synced")
                    Spacer()
                }
            }
    }
}
