import SwiftUI

struct Inbox: View {
    let unread: Int
    let save: () -> Void

    var body: some View {
        VStack {
            Badge(count: unread)
                .frame(maxWidth: .infinity, alignment: .leading)
            SaveButton(save: save)
                .frame(maxWidth: .infinity, alignment: .trailing)
            header
                .frame(maxWidth: .infinity, alignment: .leading)
            Badge(count: 0)
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
