#version 440
// Places the raster of link indexes in the scene; the fragment stage colours it.
layout(location = 0) in vec4 vertexCoord;
layout(location = 1) in vec2 textureCoord;
layout(location = 0) out vec2 rasterCoord;

layout(std140, binding = 0) uniform buf {
    mat4 matrix;
    float opacity;
    vec2 paletteSize; // texels across and down
    float underEntry;
};

out gl_PerVertex { vec4 gl_Position; };

void main()
{
    rasterCoord = textureCoord;
    gl_Position = matrix * vertexCoord;
}
