import SwiftUI

// Some code closes a long modifier chain with a tag on the next line. When the stack goes,
// a tag closing it goes too; any other comment there stays, and so does a bare `// HStack`,
// which may head the stack below.
struct ProfileHeader: View {
    let name: String
    let load: () async -> Void

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(name)
                    .font(.title)
                Spacer()
            }
            .padding(.horizontal)
            .task {
                await load()
            }
            // end HStack

            HStack {
                Text("Bio")
                Spacer()
            }
            .padding(.top)
            // the bio starts under the name
            HStack {
                Spacer()
                Text("Edit")
            }
            .padding(.bottom)
            // HStack
            HStack {
                Text("Joined")
                Spacer()
            }
            // end VStack
        }
    }
}
