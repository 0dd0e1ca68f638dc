import SwiftUI

struct Inbox: View {
    let subjects: [String]

    var body: some View {
        List(subjects, id: \.self) { subject in
            VStack {
                Text(subject)
                Spacer()
            }
        }
        ScrollView(.horizontal) {
            HStack {
                Spacer()
                Text("More")
            }
        }
    }
}
