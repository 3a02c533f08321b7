// Every edit of a design is an undoable command on the document's QUndoStack: a move of a
// rack, tray or device (one command per drag), and the deletion of a device.
#pragma once

#include "model/Design.h"

#include <QUndoCommand>

#include <optional>
#include <string>

namespace scalescope::gui {

class DesignDocument;

class MoveCommand : public QUndoCommand {
public:
    // `before` is empty when the item followed the automatic layout.
    MoveCommand(DesignDocument& document, std::string name, std::optional<Position> before, Position after);
    void undo() override;
    void redo() override;

private:
    DesignDocument& m_document;
    std::string m_name;
    std::optional<Position> m_before;
    Position m_after;
};

class DeleteCommand : public QUndoCommand {
public:
    DeleteCommand(DesignDocument& document, Design before, Design after, const QString& name);
    void undo() override;
    void redo() override;

private:
    DesignDocument& m_document;
    Design m_before, m_after;
};

} // namespace scalescope::gui
