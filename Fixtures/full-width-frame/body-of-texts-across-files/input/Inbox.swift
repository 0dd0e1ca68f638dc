import SwiftUI

struct Inbox: View {
    let unread: Int
    let save: () -> Void

    var body: some View {
        VStack {
            HStack {
                Badge(count: unread)
                Spacer()
            }
            HStack {
                Spacer()
                SaveButton(save: save)
            }
            HStack {
                header
                Spacer()
            }
            VStack {
                Spacer()
                Badge(count: 0)
            }
        }
    }
}
