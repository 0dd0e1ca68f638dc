import SwiftUI

// Some code closes a long modifier chain with a tag on the next line. When the stack goes,
// a tag closing it goes too; any other comment there stays, and so does a bare `// HStack`,
// which may head the stack below.
struct ProfileHeader: View {
    let name: String
    let load: () async -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .font(.title)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .task {
                    await load()
                }

            Text("Bio")
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.top)
            // the bio starts under the name
            Text("Edit")
                .frame(maxWidth: .infinity, alignment: .trailing)
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
