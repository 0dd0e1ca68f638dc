import SwiftUI

// A Button whose label is several views: the HStack lays them out side by side, 8 points
// apart. Without it the VStack around would put the image above the text.
struct ReminderList: View {
    @State private var isAdding = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                Button {
                    isAdding.toggle()
                } label: {
                    Image(systemName: "plus.circle")
                    Text("New Reminder")
                }
                .disabled(isAdding)

                Spacer()
            }

            Text("Reminders")
        }
    }
}
